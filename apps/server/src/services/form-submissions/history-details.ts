import { type FormField, ITEM_CONDITIONS, type ItemCondition } from "@stockroom/core";
import { defaultFormTextsOf } from "../../i18n/serverMessages";

// The default forms' labels in every language count too: a default form made in Spanish
// ("Ubicación", "Notas", "Estado") fills the entry as the English one does.
const labels = (english: string, ...more: string[]) =>
  new Set([...defaultFormTextsOf(english), ...more].map((label) => label.toLowerCase()));
const NOTE_LABELS = labels("Notes", "note", "comments", "comment", "remarks");
const LOCATION_LABELS = labels("Location", "storage location");
const CONDITION_LABELS = labels("Condition");

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
 * form — or the default forms' labels in es, fr, de). A condition outside the history's list is left out.
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
