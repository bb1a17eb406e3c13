import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ImportOutcomeName } from "@stockroom/core";

export const OUTCOME_LABELS = (): Record<ImportOutcomeName, string> => ({
  create: i18n._(msg`Create`),
  update: i18n._(msg`Update`),
  unchanged: i18n._(msg`Unchanged`),
  error: i18n._(msg`Error`),
});
export const OUTCOME_COLORS: Record<ImportOutcomeName, string> = {
  create: "teal",
  update: "blue",
  unchanged: "gray",
  error: "red",
};
export const MATCH_KEY_OPTIONS = () => [
  { value: "external_id", label: i18n._(msg`External ID`) },
  { value: "barcode", label: i18n._(msg`Barcode`) },
  { value: "serial_number", label: i18n._(msg`Serial number`) },
];
export const IGNORE_COLUMN = "__ignore__";
export const IMPORT_FORBIDDEN_TEXT = "Only a manager or an admin can import assets.";
