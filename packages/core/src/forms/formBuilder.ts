import {
  DEFAULT_FIELD_LABEL,
  DEFAULT_NEW_FORM_TITLE,
  DEFAULT_NUMBER_PLACEHOLDER,
  type RendererFieldType,
} from "../constants/forms";

/** A field as the builder creates it. */
export interface BuilderField {
  id: string;
  label: string;
  type: RendererFieldType;
  required: boolean;
  mappable: boolean;
  placeholder?: string;
  options?: string[];
  formula?: string;
  inventory_action?: "none" | "add" | "subtract" | "set";
}

const FIELD_ID = /^field_(\d+)$/;

/** "builder: field_N, next number is maximum existing plus one". */
export function nextFieldId(fields: readonly { id: string }[]): string {
  let max = 0;
  for (const field of fields) {
    const match = FIELD_ID.exec(field.id);
    if (match) max = Math.max(max, Number(match[1]));
  }
  return `field_${max + 1}`;
}

/** A new field: label 'Untitled Field'; numbers get 'Enter number'; calculated fields are mappable. */
export function newFormField(type: RendererFieldType, existing: readonly { id: string }[]): BuilderField {
  const field: BuilderField = {
    id: nextFieldId(existing),
    label: DEFAULT_FIELD_LABEL,
    type,
    required: false,
    mappable: type === "calculated",
  };
  if (type === "number") field.placeholder = DEFAULT_NUMBER_PLACEHOLDER;
  if (type === "select") field.options = [];
  if (type === "calculated") field.formula = "";
  if (type === "number" || type === "calculated") field.inventory_action = "none";
  return field;
}

/** "Default new form: title 'New Inventory Form' with fields Item Name (text, required) and Quantity (number, required)." */
export function defaultNewForm(): { title: string; fields: BuilderField[] } {
  return {
    title: DEFAULT_NEW_FORM_TITLE,
    fields: [
      { id: "field_1", label: "Item Name", type: "text", required: true, mappable: false },
      {
        id: "field_2",
        label: "Quantity",
        type: "number",
        required: true,
        mappable: false,
        placeholder: DEFAULT_NUMBER_PLACEHOLDER,
        inventory_action: "none",
      },
    ],
  };
}

/** "Select options are split on commas and trimmed (builder)"; blanks are dropped. */
export function parseBuilderOptions(text: string): string[] {
  return text
    .split(",")
    .map((option) => option.trim())
    .filter((option) => option !== "");
}

/**
 * Import: the file must hold a JSON array ("Invalid JSON file" otherwise); imported
 * fields get new ids after the existing ones and are appended.
 */
export function importFormFields<T extends { id: string }>(
  json: string,
  existing: readonly T[],
): { ok: true; fields: T[]; imported: number } | { ok: false; message: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return { ok: false, message: "Invalid JSON file" };
  }
  if (!Array.isArray(parsed) || !parsed.every((f) => f !== null && typeof f === "object" && !Array.isArray(f))) {
    return { ok: false, message: "Invalid JSON file" };
  }
  const fields: T[] = [...existing];
  for (const item of parsed as Record<string, unknown>[])
    fields.push({ ...item, id: nextFieldId(fields) } as unknown as T);
  return { ok: true, fields, imported: parsed.length };
}

/** Bulk export: all fields, or the mappable ones only. */
export function exportFormFields<T extends { mappable?: boolean }>(fields: readonly T[], mappableOnly = false): string {
  return JSON.stringify(
    fields.filter((f) => !mappableOnly || f.mappable === true),
    null,
    2,
  );
}

/** 'Imported {n} fields'. */
export function importedFieldsMessage(count: number): string {
  return `Imported ${count} fields`;
}

/** CSV template: the form name with underscores plus _template.csv. */
export function csvTemplateFileName(formName: string): string {
  return `${formName.trim().replace(/\s+/g, "_")}_template.csv`;
}
/** A header row of field labels and two blank rows (written by `csv/writeCsv`). */
export function csvTemplateTable(labels: readonly string[]): { header: string[]; rows: string[][] } {
  const blank = labels.map(() => "");
  return { header: [...labels], rows: [blank, [...blank]] };
}
/** Preview export: the form name, spaces to underscores, plus _data.json. */
export function formDataExportFileName(formName: string): string {
  return `${formName.replace(/ /g, "_")}_data.json`;
}

/** 'Are you sure you want to archive|restore "{name}"?' */
export function formArchiveConfirmMessage(action: "archive" | "restore", name: string): string {
  return `Are you sure you want to ${action} "${name}"?`;
}
export const LINKED_FORM_ARCHIVE_WARNING =
  "This form is linked to other resources. The form will be unlinked from all asset types and any field mappings will be removed. Asset types using this form will need to be updated with new forms.";
export const CLEAR_FIELDS_CONFIRM_MESSAGE = "Are you sure you want to remove all fields? This cannot be undone.";
