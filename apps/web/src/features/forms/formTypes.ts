import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import {
  type FieldDependency,
  FORM_FIELD_TYPES,
  type FormField,
  formField,
  newFormField,
  RENDERER_FIELD_TYPES,
  type RendererFieldType,
} from "@stockroom/core";
import type { RouterOutputs } from "../../trpc";
import { startingText } from "./coreMessages";

export type FormDetail = RouterOutputs["forms"]["get"];
export type FormListItem = RouterOutputs["forms"]["list"]["forms"][number];
export type FormLink = FormListItem["links"][number];
export type SubmitContext = RouterOutputs["forms"]["submitContext"];
// Shared with the phone's count screen, which must not load this module's zod schemas.
export { type FormRule, optionPairs } from "../../lib/formFields";
export type { FieldDependency, FormField };

/** What each field type is called in the builder ("select" is shown as Dropdown). */
export const FIELD_TYPE_LABELS = (): Record<RendererFieldType, string> => ({
  text: i18n._(msg`Text`),
  number: i18n._(msg`Number`),
  textarea: i18n._(msg`Text Area`),
  select: i18n._(msg`Dropdown`),
  date: i18n._(msg`Date`),
  checkbox: i18n._(msg`Checkbox`),
  calculated: i18n._(msg`Calculated`),
  current_inventory: i18n._(msg`Current Inventory`),
  radio: i18n._(msg`Radio Buttons`),
  switch: i18n._(msg`Switch`),
  file: i18n._(msg`File Upload`),
  barcode: i18n._(msg`Barcode`),
  formula: i18n._(msg`Formula`),
});

/** The builder's own types first (spec 02 §3), then the ones the renderer also handles. */
export const BUILDER_TYPE_OPTIONS = () =>
  [
    ...FORM_FIELD_TYPES,
    ...RENDERER_FIELD_TYPES.filter((t) => !(FORM_FIELD_TYPES as readonly string[]).includes(t)),
  ].map((value) => ({ value, label: FIELD_TYPE_LABELS()[value] }));

/** A stored field with core's defaults filled in (label 'Untitled Field', action 'none', …). */
export function normalizeField(raw: unknown): FormField | null {
  const parsed = formField.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** A new field of a type, numbered after the existing ones (field_N, N = max + 1). */
export function createField(type: RendererFieldType, existing: readonly { id: string }[]): FormField {
  const field = newFormField(type, existing);
  return formField.parse({ ...field, label: startingText(field.label), placeholder: startingText(field.placeholder) });
}

/** A field's stock action as the field list and the Fields card name it ('add'); an unknown one stays as stored. */
export function inventoryActionWord(action: string | null | undefined): string {
  const words: Record<string, string> = {
    none: i18n._(msg`none`),
    add: i18n._(msg`add`),
    subtract: i18n._(msg`subtract`),
    set: i18n._(msg`set`),
  };
  return words[action ?? "none"] ?? String(action);
}
