import { z } from "zod";
import {
  CONDITION_OPERATORS,
  DEFAULT_FIELD_LABEL,
  DEFAULT_FORM_PURPOSE,
  DEPENDENCY_ACTIONS,
  DEPENDENCY_CONDITIONS,
  FORM_PURPOSES,
  INVENTORY_ACTIONS,
  RENDERER_FIELD_TYPES,
  VALIDATION_RULE_TYPES,
} from "../constants/forms";
import {
  boundedText,
  DESCRIPTION_MAX_LENGTH,
  FORM_JSON_MAX_BYTES,
  fieldId,
  jsonSize,
  NAME_MAX_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
} from "./limits";
import { readNumberValue } from "./numbers";

// Spec 02 §5: form create/update, builder save, form schema, field rules.

export const ORGANIZATION_ID_REQUIRED_MESSAGE = "Organization ID is required";
export const FORM_NAME_REQUIRED_MESSAGE = "Form name is required";
export const FORM_DATA_INVALID_MESSAGE = "Form data must be a valid JSON object or string";
export const FORM_ID_REQUIRED_MESSAGE = "Form ID is required";
export const FORM_NAME_IN_USE_ON_RESTORE_MESSAGE =
  "An active form with the same name already exists in this organization.";
export const FORM_TITLE_REQUIRED_MESSAGE = "Form title is required";
export const VALIDATION_ERROR_TITLE = "Validation Error";
export const BUILDER_NO_ORGANIZATION_MESSAGE =
  "No organization selected. Please ensure you're connected to an organization.";
export const FORM_SCHEMA_INVALID_MESSAGE = "Form schema is missing or invalid. Please contact your administrator.";
export const INVALID_JSON_FILE_MESSAGE = "Invalid JSON file";
export const FORM_JSON_TOO_LARGE_MESSAGE = `The form is too large (at most ${FORM_JSON_MAX_BYTES / 1024} KB as JSON)`;
export const FORM_NOT_LINKED_MESSAGE = "Form is not linked to this asset type";
export const ASSET_TYPE_REQUIRED_FOR_FORM_MESSAGE =
  "Asset Type Required: Please select an asset type to continue creating your form";
// Messages the spec does not give (ours).
export const FORM_NOT_FOUND_MESSAGE = "Form not found";
export const SUBMISSION_NOT_FOUND_MESSAGE = "Submission not found";
export const TEST_VALUE_SET_NOT_FOUND_MESSAGE = "Test value set not found";

export const FILE_ANSWER_INVALID_MESSAGE = "Please attach a file uploaded to this organization";

/** The address of a file answer ({url, name, size, type}), or null when there is none. */
export function fileAnswerUrl(answer: unknown): string | null | undefined {
  if (answer === null || answer === undefined || answer === "") return null;
  if (typeof answer !== "object" || Array.isArray(answer)) return undefined;
  const url = (answer as { url?: unknown }).url;
  return typeof url === "string" ? url : undefined;
}

/** A form name already used by an active form (create, update, duplicate). */
export function formNameTakenMessage(name: string): string {
  return `A form named "${name}" already exists in this organization.`;
}

/** Unlinking an empty slot: 'No {purpose} form is currently linked'. */
export function noLinkedFormMessage(purpose: string): string {
  return `No ${purpose} form is currently linked`;
}

/** A select option: a plain string or a value/label pair. */
export const formFieldOption = z.union([
  z.string().max(SHORT_TEXT_MAX_LENGTH),
  z.object({ value: z.string().max(SHORT_TEXT_MAX_LENGTH), label: z.string().max(SHORT_TEXT_MAX_LENGTH) }),
]);

/** A display condition of a field (renderer): all must pass for the field to show. */
export const formFieldCondition = z.object({
  field: z.string().min(1).max(100),
  operator: z.enum(CONDITION_OPERATORS),
  value: z.unknown().optional(),
});
export type FormFieldCondition = z.infer<typeof formFieldCondition>;

/** A form field as stored in form_data.fields. Any unknown inventory_action becomes 'none'. */
export const formField = z.object({
  /** Becomes an object key (answers by field id): a safe pattern, never `constructor` & co. */
  id: fieldId,
  label: z.string().max(SHORT_TEXT_MAX_LENGTH).catch(DEFAULT_FIELD_LABEL).default(DEFAULT_FIELD_LABEL),
  type: z.enum(RENDERER_FIELD_TYPES),
  required: z.boolean().default(false),
  placeholder: z.string().max(SHORT_TEXT_MAX_LENGTH).nullish(),
  options: z.array(formFieldOption).max(1000).nullish(),
  formula: z.string().max(DESCRIPTION_MAX_LENGTH).nullish(),
  description: z.string().max(DESCRIPTION_MAX_LENGTH).nullish(),
  mappable: z.boolean().default(false),
  readOnly: z.boolean().default(false),
  defaultValue: z.unknown().optional(),
  accept: z.string().max(SHORT_TEXT_MAX_LENGTH).nullish(),
  conditions: z.array(formFieldCondition).max(100).default([]),
  inventory_action: z.enum(INVENTORY_ACTIONS).catch("none"),
  validation: z
    .object({
      min: z.number().nullish(),
      max: z.number().nullish(),
      pattern: z.string().max(SHORT_TEXT_MAX_LENGTH).nullish(),
    })
    .nullish(),
});
export type FormField = z.infer<typeof formField>;

export const formSchema = z.object({ fields: z.array(formField) }).loose();
export type FormSchema = z.infer<typeof formSchema>;

/**
 * form_data as stored: an object, or a JSON string of one; legacy 'schema' is the same thing.
 * Null when it is missing or unparseable ("Form schema is missing or invalid. …").
 */
export function parseFormSchema(formData: unknown): FormSchema | null {
  let value = formData;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  const result = formSchema.safeParse(value);
  return result.success ? result.data : null;
}

/** Reads a form row's form_data, falling back to the legacy `schema` column. */
export function formDataOf(form: { form_data?: unknown; schema?: unknown }): FormSchema | null {
  return parseFormSchema(form.form_data ?? form.schema);
}

const formDataValue = z
  .union([z.string(), z.record(z.string(), z.unknown())], FORM_DATA_INVALID_MESSAGE)
  .refine((value) => jsonSize(value) <= FORM_JSON_MAX_BYTES, FORM_JSON_TOO_LARGE_MESSAGE)
  .transform((value, ctx) => {
    if (typeof value !== "string") return value;
    try {
      const parsed: unknown = JSON.parse(value);
      if (parsed !== null && typeof parsed === "object" && !Array.isArray(parsed))
        return parsed as Record<string, unknown>;
    } catch {
      // reported below
    }
    ctx.addIssue({ code: "custom", message: FORM_DATA_INVALID_MESSAGE });
    return z.NEVER;
  });

const formShape = {
  name: z
    .string(FORM_NAME_REQUIRED_MESSAGE)
    .trim()
    .min(1, FORM_NAME_REQUIRED_MESSAGE)
    .pipe(boundedText("Form name", NAME_MAX_LENGTH)),
  description: boundedText("Description", DESCRIPTION_MAX_LENGTH).trim().nullish(),
  form_data: formDataValue,
  purpose: z.enum(FORM_PURPOSES),
  asset_type_id: z.string().min(1).max(100).nullish(),
};

/** A form as the client sends it (the organization comes from the session); purpose defaults to 'other'. */
export const formInput = z.object({ ...formShape, purpose: formShape.purpose.default(DEFAULT_FORM_PURPOSE) });
export type FormInput = z.infer<typeof formInput>;

/** The spec's create check, organization id included (for service-level use). */
export const formCreateInput = formInput.extend({
  organization_id: z.string(ORGANIZATION_ID_REQUIRED_MESSAGE).trim().min(1, ORGANIZATION_ID_REQUIRED_MESSAGE),
});
export type FormCreateInput = z.infer<typeof formCreateInput>;

/** Update needs the id; every other part is optional. */
export const formUpdateInput = z
  .object(formShape)
  .partial()
  .extend({
    id: z.string(FORM_ID_REQUIRED_MESSAGE).trim().min(1, FORM_ID_REQUIRED_MESSAGE),
  });
export type FormUpdateInput = z.infer<typeof formUpdateInput>;

/** Builder save: blank title or no organization refuse with the spec's messages. */
export function checkFormBuilderSave(input: {
  title: string;
  organizationId: string | null | undefined;
}): { ok: true } | { ok: false; title: string; message: string } {
  if (input.title.trim() === "")
    return { ok: false, title: VALIDATION_ERROR_TITLE, message: FORM_TITLE_REQUIRED_MESSAGE };
  if (!input.organizationId)
    return { ok: false, title: VALIDATION_ERROR_TITLE, message: BUILDER_NO_ORGANIZATION_MESSAGE };
  return { ok: true };
}

/** "'Save Form' (disabled while saving, with empty title, or with no fields)". */
export function canSaveForm(state: { saving: boolean; title: string; fieldCount: number }): boolean {
  return !state.saving && state.title.trim() !== "" && state.fieldCount > 0;
}

/** form_validation_rules row. */
export const formValidationRule = z
  .object({
    field_id: z.string().min(1).max(100),
    rule_type: z.enum(VALIDATION_RULE_TYPES),
    rule_value: z.union([z.string().max(SHORT_TEXT_MAX_LENGTH), z.number()]),
    error_message: z.string().max(SHORT_TEXT_MAX_LENGTH).nullish(),
  })
  .transform((rule, ctx) => {
    if (rule.rule_type === "pattern") return rule;
    // A minimum or maximum is read by the number rule (typed text in the builder): "1e3"
    // or "abc" is a message under the box, never 1000 or a rule that silently does nothing.
    const read = readNumberValue(rule.rule_value, {
      what: rule.rule_type === "min" ? "Minimum" : "Maximum",
      required: true,
    });
    if (read.ok) return { ...rule, rule_value: read.value as number };
    ctx.addIssue({ code: "custom", message: read.message, path: ["rule_value"] });
    return z.NEVER;
  });
export type FormValidationRule = z.infer<typeof formValidationRule>;

/** form_field_dependencies row; actions other than require/disable mean show/hide. */
export const formFieldDependency = z.object({
  target_field_id: z.string().min(1).max(100),
  source_field_id: z.string().min(1).max(100),
  condition: z.enum(DEPENDENCY_CONDITIONS),
  condition_value: z.unknown().optional(),
  action: z.enum(DEPENDENCY_ACTIONS).catch("show"),
});
export type FormFieldDependency = z.infer<typeof formFieldDependency>;
