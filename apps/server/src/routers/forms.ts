import {
  assetTypeFormsInput,
  builderContextInput,
  formCreateRequest,
  formIdInput,
  formLinkInput,
  formListInput,
  formSubmissionsInput,
  formSubmitInput,
  formUnlinkInput,
  formUpdateRequest,
  submitContextInput,
  testValueSetIdInput,
  testValueSetListInput,
  testValueSetSaveInput,
} from "@stockroom/core";
import { getSubmitContext } from "../services/form-submissions/get-submit-context";
import { listFormSubmissions } from "../services/form-submissions/list-form-submissions";
import { submitForm } from "../services/form-submissions/submit-form";
import { archiveForm } from "../services/forms/archive-form";
import { createDefaultForms } from "../services/forms/create-default-forms";
import { createForm } from "../services/forms/create-form";
import { deleteTestValueSet } from "../services/forms/delete-test-value-set";
import { duplicateForm } from "../services/forms/duplicate-form";
import { getForm } from "../services/forms/get-form";
import { getFormBuilderContext } from "../services/forms/get-form-builder-context";
import { linkForm } from "../services/forms/link-form";
import { listAssetTypeForms } from "../services/forms/list-asset-type-forms";
import { listForms } from "../services/forms/list-forms";
import { listTestValueSets } from "../services/forms/list-test-value-sets";
import { restoreForm } from "../services/forms/restore-form";
import { saveTestValueSet } from "../services/forms/save-test-value-set";
import { unlinkForm } from "../services/forms/unlink-form";
import { updateForm } from "../services/forms/update-form";
import { formOrganization } from "../services/mobile/phone-target";
import { orgProcedure, orgWriterProcedure, phoneProcedure, router } from "../trpc";
import { orgContext, serviceContext } from "./service-context";

/**
 * Forms: definitions (list, get, create, update, duplicate, archive, restore), their links
 * to asset types (the asset type's Forms tab), builder helpers (mappable references, test
 * value sets) and submissions (the submit page's context, submit, the preview's list).
 */
export const formsRouter = router({
  list: orgProcedure.input(formListInput).query(({ ctx, input }) => listForms(orgContext(ctx), input)),
  get: orgProcedure.input(formIdInput).query(({ ctx, input }) => getForm(orgContext(ctx), input.id)),
  builderContext: orgProcedure
    .input(builderContextInput)
    .query(({ ctx, input }) => getFormBuilderContext(orgContext(ctx), input)),

  create: orgWriterProcedure
    .input(formCreateRequest)
    .mutation(({ ctx, input }) => createForm(serviceContext(ctx), input)),
  update: orgWriterProcedure
    .input(formUpdateRequest)
    .mutation(({ ctx, input }) => updateForm(serviceContext(ctx), input)),
  duplicate: orgWriterProcedure
    .input(formIdInput)
    .mutation(({ ctx, input }) => duplicateForm(serviceContext(ctx), input.id)),
  archive: orgWriterProcedure
    .input(formIdInput)
    .mutation(({ ctx, input }) => archiveForm(serviceContext(ctx), input.id)),
  restore: orgWriterProcedure
    .input(formIdInput)
    .mutation(({ ctx, input }) => restoreForm(serviceContext(ctx), input.id)),

  /** The asset type detail page's Forms tab. */
  assetTypeForms: orgProcedure
    .input(assetTypeFormsInput)
    .query(({ ctx, input }) => listAssetTypeForms(orgContext(ctx), input.assetTypeId)),
  link: orgWriterProcedure.input(formLinkInput).mutation(({ ctx, input }) => linkForm(serviceContext(ctx), input)),
  unlink: orgWriterProcedure
    .input(formUnlinkInput)
    .mutation(({ ctx, input }) => unlinkForm(serviceContext(ctx), input)),
  createDefaults: orgWriterProcedure
    .input(assetTypeFormsInput)
    .mutation(({ ctx, input }) => createDefaultForms(serviceContext(ctx), input.assetTypeId, ctx.req.language)),

  testValueSets: router({
    list: orgProcedure
      .input(testValueSetListInput)
      .query(({ ctx, input }) => listTestValueSets(orgContext(ctx), input.formId)),
    save: orgWriterProcedure
      .input(testValueSetSaveInput)
      .mutation(({ ctx, input }) => saveTestValueSet(serviceContext(ctx), input)),
    delete: orgWriterProcedure
      .input(testValueSetIdInput)
      .mutation(({ ctx, input }) => deleteTestValueSet(orgContext(ctx), input.id)),
  }),

  // Open to the phone's PIN session too (role "user": readMobile / submitForm).
  submitContext: phoneProcedure("readMobile", formOrganization)
    .input(submitContextInput)
    .query(({ ctx, input }) => getSubmitContext(orgContext(ctx), input)),
  submit: phoneProcedure("submitForm", formOrganization)
    .input(formSubmitInput)
    .mutation(({ ctx, input }) => submitForm(serviceContext(ctx), input)),
  submissions: orgProcedure
    .input(formSubmissionsInput)
    .query(({ ctx, input }) => listFormSubmissions(orgContext(ctx), input)),
});
