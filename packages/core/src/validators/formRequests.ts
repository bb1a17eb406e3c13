import { z } from "zod";
import { FORM_PURPOSES } from "../constants/forms";
import { ASSET_NOT_FOUND_MESSAGE } from "./assets";
import { ASSET_TYPE_NOT_FOUND_MESSAGE } from "./assetTypes";
import { entityId } from "./entityId";
import {
  FORM_DATA_INVALID_MESSAGE,
  FORM_ID_REQUIRED_MESSAGE,
  FORM_NOT_FOUND_MESSAGE,
  FORM_TITLE_REQUIRED_MESSAGE,
  formField,
  formFieldDependency,
  formInput,
  formUpdateInput,
  formValidationRule,
  parseFormSchema,
  SUBMISSION_NOT_FOUND_MESSAGE,
  TEST_VALUE_SET_NOT_FOUND_MESSAGE,
} from "./forms";
import {
  boundedText,
  DESCRIPTION_MAX_LENGTH,
  jsonSize,
  NAME_MAX_LENGTH,
  recordKey,
  TEST_VALUES_MAX_BYTES,
} from "./limits";

// What the form procedures take: definitions, links to asset types, test value sets and
// submissions. Ids that are not uuids answer with the entity's "not found" message.

// Messages the spec does not give (ours).
export const DUPLICATE_FIELD_ID_MESSAGE = "Each field needs its own id";
export const TEST_VALUE_SET_NAME_REQUIRED_MESSAGE = "Test value set name is required";
export const SUBMISSION_TOO_LARGE_MESSAGE = "The submission is too large";
export const TEST_VALUES_TOO_LARGE_MESSAGE = `The test values are too large (at most ${TEST_VALUES_MAX_BYTES / 1024} KB as JSON)`;

/** Limits that keep one tenant's form from costing the server (not in the spec). */
export const MAX_FORM_FIELDS = 500;
export const MAX_SUBMISSION_BYTES = 512 * 1024;

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
  .extend({ asset_type_id: entityId(ASSET_TYPE_NOT_FOUND_MESSAGE).nullish(), ...formRules })
  .superRefine((v, ctx) => checkFormData(v.form_data, ctx));
export type FormCreateRequest = z.infer<typeof formCreateRequest>;

/** Update: core's update input (id required, the rest optional). */
export const formUpdateRequest = formUpdateInput
  .extend({
    id: z
      .string(FORM_ID_REQUIRED_MESSAGE)
      .trim()
      .min(1, FORM_ID_REQUIRED_MESSAGE)
      .pipe(entityId(FORM_NOT_FOUND_MESSAGE)),
    asset_type_id: entityId(ASSET_TYPE_NOT_FOUND_MESSAGE).nullish(),
    ...formRules,
  })
  .superRefine((v, ctx) => checkFormData(v.form_data, ctx));
export type FormUpdateRequest = z.infer<typeof formUpdateRequest>;

/**
 * The form builder's state (title, description, purpose, fields with their validation rules
 * and dependencies) as the screen edits it: the browser validates it on blur and on save,
 * so a blank title says 'Form title is required' under the box. Saving sends it as
 * `formCreateRequest` / `formUpdateRequest` (name = title, form_data = { fields }).
 */
export const formBuilderDraft = z.object({
  title: z.string().trim().min(1, FORM_TITLE_REQUIRED_MESSAGE).pipe(boundedText("Form name", NAME_MAX_LENGTH)),
  description: boundedText("Description", DESCRIPTION_MAX_LENGTH),
  purpose: z.enum(FORM_PURPOSES),
  fields: z.array(formField).max(MAX_FORM_FIELDS),
  rules: z.array(formValidationRule).max(1000),
  dependencies: z.array(formFieldDependency).max(1000),
});
export type FormBuilderDraft = z.infer<typeof formBuilderDraft>;

export const formIdInput = z.object({ id: entityId(FORM_NOT_FOUND_MESSAGE) });
export const formListInput = z.object({ archived: z.boolean().default(false) }).default({ archived: false });

/** The asset type whose forms are listed (its Forms tab) or created (its default forms). */
export const assetTypeFormsInput = z.object({ assetTypeId: entityId(ASSET_TYPE_NOT_FOUND_MESSAGE) });

export const formLinkInput = z.object({
  assetTypeId: entityId(ASSET_TYPE_NOT_FOUND_MESSAGE),
  formId: entityId(FORM_NOT_FOUND_MESSAGE),
  purpose: z.enum(FORM_PURPOSES).default("other"),
});
export type FormLinkInput = z.infer<typeof formLinkInput>;

/** Unlink a purpose's form; single slots need no form id, other purposes do. */
export const formUnlinkInput = z.object({
  assetTypeId: entityId(ASSET_TYPE_NOT_FOUND_MESSAGE),
  formId: entityId(FORM_NOT_FOUND_MESSAGE).nullish(),
  purpose: z.enum(FORM_PURPOSES),
});
export type FormUnlinkInput = z.infer<typeof formUnlinkInput>;

export const builderContextInput = z.object({
  assetTypeId: entityId(ASSET_TYPE_NOT_FOUND_MESSAGE).nullish(),
  /** The form being edited: its own fields are not offered as {mapped.…} references. */
  formId: entityId(FORM_NOT_FOUND_MESSAGE).nullish(),
});

// ── Test value sets ────────────────────────────────────────────────────────

export const testValueSetListInput = z.object({ formId: entityId(FORM_NOT_FOUND_MESSAGE).nullish() });
export const testValueSetSaveInput = z.object({
  id: entityId(TEST_VALUE_SET_NOT_FOUND_MESSAGE).nullish(),
  formId: entityId(FORM_NOT_FOUND_MESSAGE).nullish(),
  name: z.string(TEST_VALUE_SET_NAME_REQUIRED_MESSAGE).trim().min(1, TEST_VALUE_SET_NAME_REQUIRED_MESSAGE).max(200),
  values: z
    .record(recordKey, z.unknown())
    .refine((v) => jsonSize(v) <= TEST_VALUES_MAX_BYTES, TEST_VALUES_TOO_LARGE_MESSAGE)
    .default({}),
});
export type TestValueSetSaveInput = z.infer<typeof testValueSetSaveInput>;
export const testValueSetIdInput = z.object({ id: entityId(TEST_VALUE_SET_NOT_FOUND_MESSAGE) });

// ── Submissions ────────────────────────────────────────────────────────────

/** The submit page's query (?asset_id, type, action=new) as the page sends it. */
export const submitContextInput = z.object({
  formId: entityId(FORM_NOT_FOUND_MESSAGE),
  assetId: entityId(ASSET_NOT_FOUND_MESSAGE).nullish(),
  /** The workflow asked for (intake, inventory, continue_inventory …); 'intake' never edits. */
  type: z.string().max(50).nullish(),
  /** 'new' forces a new entry even when this month already has one. */
  action: z.string().max(50).nullish(),
});
export type SubmitContextInput = z.infer<typeof submitContextInput>;

/** Answers by field id, at most {@link MAX_SUBMISSION_BYTES} as JSON. */
const answers = z
  .record(recordKey, z.unknown())
  .refine((v) => jsonSize(v) <= MAX_SUBMISSION_BYTES, SUBMISSION_TOO_LARGE_MESSAGE);

export const formSubmitInput = z.object({
  formId: entityId(FORM_NOT_FOUND_MESSAGE),
  assetId: entityId(ASSET_NOT_FOUND_MESSAGE),
  /** Answers by field id; calculated values are recomputed by the server. */
  values: answers,
  /** The workflow (intake / inventory …) when the form is linked with several purposes. */
  type: z.string().max(50).nullish(),
  /** Monthly edit mode: the submission of this month being edited. */
  submissionId: entityId(SUBMISSION_NOT_FOUND_MESSAGE).nullish(),
  /** Made by the phone for a count it may resend (offline queue): the server accepts each once. */
  clientSubmissionId: z.uuid().nullish(),
});
export type FormSubmitInput = z.infer<typeof formSubmitInput>;

export const formSubmissionsInput = z.object({
  formId: entityId(FORM_NOT_FOUND_MESSAGE),
  limit: z.number().int().min(1).max(500).default(100),
});
