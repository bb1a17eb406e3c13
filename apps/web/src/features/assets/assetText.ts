import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** A detail value as text: '—' for nothing, Yes/No for a flag. */
export function textOf(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? i18n._(msg`Yes`) : i18n._(msg`No`);
  return String(value);
}

const UNIT_LABELS = (): Record<string, string> => ({
  each: i18n._(msg`Each`),
  gallon: i18n._(msg`Gallon`),
  bucket: i18n._(msg`Bucket`),
  part: i18n._(msg`Part`),
  linear_foot: i18n._(msg`Linear foot`),
  square_foot: i18n._(msg`Square foot`),
  pound: i18n._(msg`Pound`),
  kilogram: i18n._(msg`Kilogram`),
  box: i18n._(msg`Box`),
  case: i18n._(msg`Case`),
  set: i18n._(msg`Set`),
});

/** An asset's unit type ("gallon") as the screen names it ("Gallone"); another stored value shows as stored. */
export function unitTypeText(unitType: string): string {
  return UNIT_LABELS()[unitType] ?? unitType;
}
