import { type FormField, ITEM_CONDITIONS, type ItemCondition } from "@stockroom/core";

const NOTE_LABELS = new Set(["notes", "note", "comments", "comment", "remarks"]);
const LOCATION_LABELS = new Set(["location", "storage location"]);
const CONDITION_LABELS = new Set(["condition"]);

function answerOf(
  fields: readonly FormField[],
  values: Readonly<Record<string, unknown>>,
  labels: ReadonlySet<string>,
): string | null {
  for (const field of fields) {
    if (!labels.has(field.label.trim().toLowerCase())) continue;
    const value = values[field.id];
    if (typeof value === "string" && value.trim() !== "") return value.trim();
    if (typeof value === "number") return String(value);
  }
  return null;
}

/**
 * The history entry's notes, location and condition, read from the fields that carry
 * them by label ("Notes", "Location", "Condition" — as in the spec's fallback inventory
 * form). A condition outside the history's list is left out.
 */
export function historyDetails(fields: readonly FormField[], values: Readonly<Record<string, unknown>>) {
  const condition = answerOf(fields, values, CONDITION_LABELS)?.toLowerCase() ?? null;
  return {
    notes: answerOf(fields, values, NOTE_LABELS),
    location: answerOf(fields, values, LOCATION_LABELS),
    condition:
      condition !== null && (ITEM_CONDITIONS as readonly string[]).includes(condition)
        ? (condition as ItemCondition)
        : null,
  };
}
