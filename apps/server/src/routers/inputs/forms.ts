// staging: belongs in @stockroom/core; the lead moves it there
import {
  FORM_DATA_INVALID_MESSAGE,
  FORM_ID_REQUIRED_MESSAGE,
  FORM_PURPOSES,
  formFieldDependency,
  formInput,
  formUpdateInput,
  formValidationRule,
  parseFormSchema,
} from "@stockroom/core";
import { z } from "zod";

// Messages the spec does not give (ours).
export const FORM_NOT_FOUND_MESSAGE = "Form not found";
export const ASSET_NOT_FOUND_MESSAGE = "Asset not found";
export const ASSET_TYPE_NOT_FOUND_MESSAGE = "Asset type not found";
export const SUBMISSION_NOT_FOUND_MESSAGE = "Submission not found";
export const TEST_VALUE_SET_NOT_FOUND_MESSAGE = "Test value set not found";
export const DUPLICATE_FIELD_ID_MESSAGE = "Each field needs its own id";
export const TEST_VALUE_SET_NAME_REQUIRED_MESSAGE = "Test value set name is required";
export const SUBMISSION_TOO_LARGE_MESSAGE = "The submission is too large";
/** A form name already used by an active form (create, update, duplicate). */
export function formNameTakenMessage(name: string): string {
  return `A form named "${name}" already exists in this organization.`;
}
/** Unlinking an empty slot: 'No {purpose} form is currently linked'. */
export function noLinkedFormMessage(purpose: string): string {
  return `No ${purpose} form is currently linked`;
}

/** Limits that keep one tenant's form from costing the server (not in the spec). */
export const MAX_FORM_FIELDS = 500;
export const MAX_SUBMISSION_BYTES = 512 * 1024;

const id = (message: string) => z.uuid(message);

/**
 * form_data must be an object (or JSON string of one) whose fields are form fields of
 * core's schema with distinct ids: the renderer and the stock rules read it later.
 */
function checkFormData(formData: Record<string, unknown> | undefined, ctx: z.RefinementCtx) {
  if (formData === undefined) return;
  const schema = parseFormSchema(formData);
  if (schema === null || schema.fields.length > MAX_FORM_FIELDS) {
    ctx.addIssue({ code: "custom", message: FORM_DATA_INVALID_MESSAGE, path: ["form_data"] });
    return;
  }
  const ids = new Set(schema.fields.map((f) => f.id));
  if (ids.size !== schema.fields.length) {
    ctx.addIssue({ code: "custom", message: DUPLICATE_FIELD_ID_MESSAGE, path: ["form_data"] });
  }
}

/** Validation rules and field dependencies saved with the form (replace-all when given). */
const formRules = {
  validation_rules: z.array(formValidationRule).max(1000).optional(),
  dependencies: z.array(formFieldDependency).max(1000).optional(),
};

/** Create: core's form input; an asset type id makes the new form linked to it with its purpose. */
export const formCreateRequest = formInput
  .extend({ asset_type_id: id(ASSET_TYPE_NOT_FOUND_MESSAGE).nullish(), ...formRules })
  .superRefine((v, ctx) => checkFormData(v.form_data, ctx));
export type FormCreateRequest = z.infer<typeof formCreateRequest>;

/** Update: core's update input (id required, the rest optional). */
export const formUpdateRequest = formUpdateInput
  .extend({
    id: z.string(FORM_ID_REQUIRED_MESSAGE).trim().min(1, FORM_ID_REQUIRED_MESSAGE).pipe(id(FORM_NOT_FOUND_MESSAGE)),
    asset_type_id: id(ASSET_TYPE_NOT_FOUND_MESSAGE).nullish(),
    ...formRules,
  })
  .superRefine((v, ctx) => checkFormData(v.form_data, ctx));
export type FormUpdateRequest = z.infer<typeof formUpdateRequest>;

export const formIdInput = z.object({ id: id(FORM_NOT_FOUND_MESSAGE) });
export const formListInput = z.object({ archived: z.boolean().default(false) }).default({ archived: false });

export const assetTypeIdInput = z.object({ assetTypeId: id(ASSET_TYPE_NOT_FOUND_MESSAGE) });

export const formLinkInput = z.object({
  assetTypeId: id(ASSET_TYPE_NOT_FOUND_MESSAGE),
  formId: id(FORM_NOT_FOUND_MESSAGE),
  purpose: z.enum(FORM_PURPOSES).default("other"),
});
export type FormLinkInput = z.infer<typeof formLinkInput>;

/** Unlink a purpose's form; single slots need no form id, other purposes do. */
export const formUnlinkInput = z.object({
  assetTypeId: id(ASSET_TYPE_NOT_FOUND_MESSAGE),
  formId: id(FORM_NOT_FOUND_MESSAGE).nullish(),
  purpose: z.enum(FORM_PURPOSES),
});
export type FormUnlinkInput = z.infer<typeof formUnlinkInput>;

export const builderContextInput = z.object({
  assetTypeId: id(ASSET_TYPE_NOT_FOUND_MESSAGE).nullish(),
  /** The form being edited: its own fields are not offered as {mapped.…} references. */
  formId: id(FORM_NOT_FOUND_MESSAGE).nullish(),
});

// ── Test value sets ────────────────────────────────────────────────────────

export const testValueSetListInput = z.object({ formId: id(FORM_NOT_FOUND_MESSAGE).nullish() });
export const testValueSetSaveInput = z.object({
  id: id(TEST_VALUE_SET_NOT_FOUND_MESSAGE).nullish(),
  formId: id(FORM_NOT_FOUND_MESSAGE).nullish(),
  name: z.string(TEST_VALUE_SET_NAME_REQUIRED_MESSAGE).trim().min(1, TEST_VALUE_SET_NAME_REQUIRED_MESSAGE).max(200),
  values: z.record(z.string().max(200), z.unknown()).default({}),
});
export type TestValueSetSaveInput = z.infer<typeof testValueSetSaveInput>;
export const testValueSetIdInput = z.object({ id: id(TEST_VALUE_SET_NOT_FOUND_MESSAGE) });

// ── Submissions ────────────────────────────────────────────────────────────

/** The submit page's query (?asset_id, type, action=new) as the page sends it. */
export const submitContextInput = z.object({
  formId: id(FORM_NOT_FOUND_MESSAGE),
  assetId: id(ASSET_NOT_FOUND_MESSAGE).nullish(),
  /** The workflow asked for (intake, inventory, continue_inventory …); 'intake' never edits. */
  type: z.string().max(50).nullish(),
  /** 'new' forces a new entry even when this month already has one. */
  action: z.string().max(50).nullish(),
});
export type SubmitContextInput = z.infer<typeof submitContextInput>;

const answers = z
  .record(z.string().max(200), z.unknown())
  .refine((v) => JSON.stringify(v).length <= MAX_SUBMISSION_BYTES, SUBMISSION_TOO_LARGE_MESSAGE);

export const formSubmitInput = z.object({
  formId: id(FORM_NOT_FOUND_MESSAGE),
  assetId: id(ASSET_NOT_FOUND_MESSAGE),
  /** Answers by field id; calculated values are recomputed by the server. */
  values: answers,
  /** The workflow (intake / inventory …) when the form is linked with several purposes. */
  type: z.string().max(50).nullish(),
  /** Monthly edit mode: the submission of this month being edited. */
  submissionId: id(SUBMISSION_NOT_FOUND_MESSAGE).nullish(),
});
export type FormSubmitInput = z.infer<typeof formSubmitInput>;

export const formSubmissionsInput = z.object({
  formId: id(FORM_NOT_FOUND_MESSAGE),
  limit: z.number().int().min(1).max(500).default(100),
});
