import { z } from "zod";
import { boundedText, DESCRIPTION_MAX_LENGTH, NAME_MAX_LENGTH, recordKey, SHORT_TEXT_MAX_LENGTH } from "./limits";
import { readNumberValue } from "./numbers";

// Spec 02 §5 Conversion field.

export const CONVERSION_FIELD_TYPES = ["number", "text", "select", "checkbox", "date", "textarea"] as const;
export type ConversionFieldType = (typeof CONVERSION_FIELD_TYPES)[number];
export const LABEL_REQUIRED_MESSAGE = "Label is required";
export const FIELD_NAME_REQUIRED_MESSAGE = "Field name is required";
export const FIELD_NAME_EXISTS_MESSAGE = "Field name already exists";
/** The other editor's wording for the same rule. */
export const DUPLICATE_FIELD_NAME_MESSAGE = "Duplicate field name";
export const FIELD_NAME_FORMAT_MESSAGE =
  "Field name must start with letter and contain only letters, numbers, and underscores";
export const SELECT_OPTIONS_REQUIRED_MESSAGE = "Select fields must have at least one option";
export const FIELD_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;

/** "Select options … one per line with blanks dropped (conversion fields)". */
export function parseOptionLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

/**
 * "generated from the label until edited (lowercase, special characters removed, spaces to
 * underscores, numeric suffix on collision)": "Gallons / Bucket" → "gallons_bucket", then
 * "gallons_bucket_2", "gallons_bucket_3" … A label that does not start with a letter gets
 * "field_" in front so the name still passes the format rule.
 */
export function fieldNameFromLabel(label: string, existingNames: readonly string[] = []): string {
  let base = label
    .toLowerCase()
    .replace(/[^a-z0-9\s_]/g, "")
    .trim()
    .replace(/\s+/g, "_")
    .replace(/_+/g, "_")
    .replace(/^_|_$/g, "");
  if (base === "") return "";
  if (!/^[a-z]/.test(base)) base = `field_${base}`;
  const taken = new Set(existingNames);
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}_${n}`)) n++;
  return `${base}_${n}`;
}

export const conversionFieldValidation = z
  .object({ min: z.number().nullish(), max: z.number().nullish() })
  .refine((v) => v.min == null || v.max == null || v.min <= v.max, {
    message: "Minimum must not exceed maximum",
    path: ["max"],
  });

const conversionFieldShape = z.object({
  id: z.string().max(100).optional(),
  label: z
    .string(LABEL_REQUIRED_MESSAGE)
    .trim()
    .min(1, LABEL_REQUIRED_MESSAGE)
    .pipe(boundedText("Label", NAME_MAX_LENGTH)),
  field_name: z
    .string(FIELD_NAME_REQUIRED_MESSAGE)
    .trim()
    .min(1, FIELD_NAME_REQUIRED_MESSAGE)
    .regex(FIELD_NAME_PATTERN, FIELD_NAME_FORMAT_MESSAGE)
    .pipe(recordKey),
  type: z.enum(CONVERSION_FIELD_TYPES),
  required: z.boolean().default(false),
  mappable: z.boolean().default(false),
  description: boundedText("Description", DESCRIPTION_MAX_LENGTH).nullish(),
  placeholder: boundedText("Placeholder", SHORT_TEXT_MAX_LENGTH).nullish(),
  options: z.array(z.string().trim().min(1).max(SHORT_TEXT_MAX_LENGTH)).max(1000).default([]),
  validation: conversionFieldValidation.nullish(),
  default_value: z.union([z.string().max(SHORT_TEXT_MAX_LENGTH), z.number(), z.boolean()]).nullish(),
});

/** One conversion field; select needs options. Uniqueness needs the other names: see {@link conversionFieldInputFor}. */
export const conversionFieldInput = conversionFieldShape.refine((f) => f.type !== "select" || f.options.length > 0, {
  message: SELECT_OPTIONS_REQUIRED_MESSAGE,
  path: ["options"],
});
export type ConversionFieldInput = z.infer<typeof conversionFieldInput>;

/** The same schema, also refusing a field name used by another field of the type. */
export function conversionFieldInputFor(otherFieldNames: readonly string[]) {
  return conversionFieldInput.refine((f) => !otherFieldNames.includes(f.field_name), {
    message: FIELD_NAME_EXISTS_MESSAGE,
    path: ["field_name"],
  });
}

/** The whole list of an asset type: each valid, names unique ("Duplicate field name"). */
export const conversionFieldsInput = z.array(conversionFieldInput).superRefine((fields, ctx) => {
  const seen = new Set<string>();
  fields.forEach((field, index) => {
    if (seen.has(field.field_name))
      ctx.addIssue({ code: "custom", message: DUPLICATE_FIELD_NAME_MESSAGE, path: [index, "field_name"] });
    seen.add(field.field_name);
  });
});

/** "Duplicates get ' (Copy)' in the label and '_copy' in the field_name" (with a suffix if that is taken too). */
export function duplicateConversionField<T extends { label: string; field_name: string; id?: string | undefined }>(
  field: T,
  existingNames: readonly string[],
): T {
  const taken = new Set(existingNames);
  let name = `${field.field_name}_copy`;
  for (let n = 2; taken.has(name); n++) name = `${field.field_name}_copy_${n}`;
  const { id: _id, ...rest } = field;
  return { ...rest, label: `${field.label} (Copy)`, field_name: name } as T;
}

/**
 * The conversion field dialog's values as typed: options one per line, the range and the
 * default as the inputs hold them, and whether the name was edited (until then it follows
 * the label).
 */
export type ConversionFieldDraft = {
  label: string;
  field_name: string;
  nameEdited: boolean;
  type: ConversionFieldType;
  required: boolean;
  mappable: boolean;
  description: string;
  placeholder: string;
  optionsText: string;
  /** The text as typed (or a stored number); read by core's number rule. */
  min: number | string;
  max: number | string;
  defaultValue: string;
};

/** The draft's typed numbers, each read by the number rule: the numbers, or messages by input. */
function draftNumbers(d: ConversionFieldDraft): {
  min: number | null;
  max: number | null;
  defaultValue: number | null;
  messages: Partial<Record<"min" | "max" | "defaultValue", string>>;
} {
  const messages: Partial<Record<"min" | "max" | "defaultValue", string>> = {};
  const read = (key: "min" | "max" | "defaultValue", what: string, value: number | string): number | null => {
    if (d.type !== "number") return null;
    const r = readNumberValue(value, { what });
    if (r.ok) return r.value;
    messages[key] = r.message;
    return null;
  };
  return {
    min: read("min", "Minimum", d.min),
    max: read("max", "Maximum", d.max),
    defaultValue: read("defaultValue", "Default value", d.defaultValue),
    messages,
  };
}

/** The dialog's starting values: a field being edited, or a new number field (null). */
export function conversionFieldDraftOf(field: ConversionFieldInput | null): ConversionFieldDraft {
  return {
    label: field?.label ?? "",
    field_name: field?.field_name ?? "",
    nameEdited: field !== null,
    type: field?.type ?? "number",
    required: field?.required ?? false,
    mappable: field?.mappable ?? false,
    description: field?.description ?? "",
    placeholder: field?.placeholder ?? "",
    optionsText: (field?.options ?? []).join("\n"),
    min: field?.validation?.min ?? "",
    max: field?.validation?.max ?? "",
    defaultValue:
      field?.default_value === null || field?.default_value === undefined ? "" : String(field.default_value),
  };
}

/** What a draft stands for, before validation: blanks dropped, the default read by the field's type. */
function conversionFieldCandidate(
  d: ConversionFieldDraft,
  id: string | undefined,
  numbers: ReturnType<typeof draftNumbers>,
): Record<string, unknown> {
  const hasRange = d.type === "number" && (numbers.min !== null || numbers.max !== null);
  let defaultValue: string | number | boolean | null = null;
  if (d.defaultValue.trim() !== "") {
    if (d.type === "number") defaultValue = numbers.defaultValue;
    else if (d.type === "checkbox") defaultValue = d.defaultValue.trim().toLowerCase() === "true";
    else defaultValue = d.defaultValue;
  }
  return {
    ...(id ? { id } : {}),
    label: d.label,
    field_name: d.field_name,
    type: d.type,
    required: d.required,
    mappable: d.mappable,
    description: d.description.trim() || null,
    placeholder: d.placeholder.trim() || null,
    options: d.type === "select" ? parseOptionLines(d.optionsText) : [],
    validation: hasRange ? { min: numbers.min, max: numbers.max } : null,
    default_value: defaultValue,
  };
}

/** Which input of the dialog shows a message about a part of the field. */
const DRAFT_INPUT_OF: Record<string, keyof ConversionFieldDraft> = {
  options: "optionsText",
  validation: "max",
  default_value: "defaultValue",
};

/**
 * The dialog's schema: a draft is valid when the field it stands for passes
 * {@link conversionFieldInputFor} (the same rules the server applies to the whole list), and
 * parses to that field. Messages are put on the input that holds the value.
 */
export function conversionFieldDraftFor(otherFieldNames: readonly string[], id?: string) {
  const field = conversionFieldInputFor(otherFieldNames);
  return z.custom<ConversionFieldDraft>().transform((draft, ctx) => {
    const numbers = draftNumbers(draft);
    const typed = Object.entries(numbers.messages);
    for (const [input, message] of typed) ctx.addIssue({ code: "custom", message, path: [input] });
    if (typed.length > 0) return z.NEVER;
    const parsed = field.safeParse(conversionFieldCandidate(draft, id, numbers));
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      const part = String(issue.path[0] ?? "");
      ctx.addIssue({ code: "custom", message: issue.message, path: [DRAFT_INPUT_OF[part] ?? part] });
    }
    return z.NEVER;
  });
}
