import type { ImportOutcomeName } from "@stockroom/core";

export const OUTCOME_LABELS: Record<ImportOutcomeName, string> = {
  create: "Create",
  update: "Update",
  unchanged: "Unchanged",
  error: "Error",
};
export const OUTCOME_COLORS: Record<ImportOutcomeName, string> = {
  create: "teal",
  update: "blue",
  unchanged: "gray",
  error: "red",
};
export const MATCH_KEY_OPTIONS = [
  { value: "external_id", label: "External ID" },
  { value: "barcode", label: "Barcode" },
  { value: "serial_number", label: "Serial number" },
];
export const IGNORE_COLUMN = "__ignore__";
export const IMPORT_FORBIDDEN_TEXT = "Only a manager or an admin can import assets.";
