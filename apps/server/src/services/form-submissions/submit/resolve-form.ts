import {
  ASSET_NOT_FOUND_MESSAGE,
  FORM_NOT_LINKED_MESSAGE,
  FORM_SCHEMA_INVALID_MESSAGE,
  type FormField,
  type FormSubmitInput,
  purposesOf,
  submissionPurpose,
} from "@stockroom/core";
import { assets, assetTypes, type Transaction } from "@stockroom/db";
import { and, eq } from "drizzle-orm";
import { DomainError } from "../../../errors";
import type { OrgContext } from "../../context";
import { type CompiledForm, compiledFormAt, liveFormStamp, loadCompiledForm } from "../../forms/compiled-form";
import { formLinkPurposes } from "../linked-purposes";

export const INTAKE_EDIT_MESSAGE = "Intake submissions are always new entries";

/** The asset, its type's slots and formulas, and the form's link rows to that type, in one statement. */
function selectSubmitTarget(tx: Transaction, orgId: string, input: Pick<FormSubmitInput, "formId" | "assetId">) {
  return tx
    .select({
      id: assets.id,
      name: assets.name,
      assetTypeId: assets.assetTypeId,
      typeId: assetTypes.id,
      intakeFormId: assetTypes.intakeFormId,
      inventoryFormId: assetTypes.inventoryFormId,
      conversionFields: assetTypes.conversionFields,
      calculationFormulas: assetTypes.calculationFormulas,
      linkPurposes: formLinkPurposes(orgId, assetTypes.id, input.formId),
      // Whether this process's compiled copy of the form is current, in the same statement.
      formStamp: liveFormStamp(orgId, input.formId),
    })
    .from(assets)
    .innerJoin(assetTypes, eq(assetTypes.id, assets.assetTypeId))
    .where(and(eq(assets.organizationId, orgId), eq(assets.id, input.assetId), eq(assets.isDeleted, false)))
    .then((rows) => rows[0] ?? null);
}

export type SubmitTarget = NonNullable<Awaited<ReturnType<typeof selectSubmitTarget>>>;

/**
 * Step 1, resolve the form: the asset it is submitted for, with the form's stamp, then the
 * compiled form of that stamp (from this process's cache unless the form changed). The
 * read goes out at once, pipelined with the locks; {@link checkSubmitTarget} judges both.
 * Without the asset the form is looked up on its own, so an unknown form is reported first.
 */
export async function readFormAndTarget(
  tx: Transaction,
  { orgId }: OrgContext,
  input: Pick<FormSubmitInput, "formId" | "assetId">,
): Promise<[CompiledForm, SubmitTarget | null]> {
  const target = await selectSubmitTarget(tx, orgId, input);
  const form = target
    ? await compiledFormAt({ db: tx, orgId }, input.formId, target.formStamp)
    : await loadCompiledForm({ db: tx, orgId }, input.formId);
  return [form, target];
}

/**
 * The form must have readable fields and be linked to the asset's type ('Form is not
 * linked to this asset type'); the purpose it serves follows from the links and the
 * input's type. An intake is never an edit.
 */
export function checkSubmitTarget(
  form: CompiledForm,
  target: SubmitTarget | null,
  input: Pick<FormSubmitInput, "type" | "submissionId">,
): { fields: readonly FormField[]; target: SubmitTarget; purpose: string } {
  const fields = form.fields;
  if (!fields) throw new DomainError("BAD_REQUEST", FORM_SCHEMA_INVALID_MESSAGE);
  if (!target) throw new DomainError("NOT_FOUND", ASSET_NOT_FOUND_MESSAGE);
  const purposes = purposesOf(target.linkPurposes, target, form.id);
  if (purposes.size === 0) throw new DomainError("BAD_REQUEST", FORM_NOT_LINKED_MESSAGE);
  const purpose = submissionPurpose(purposes, input.type);
  if (input.submissionId && purpose === "intake") throw new DomainError("BAD_REQUEST", INTAKE_EDIT_MESSAGE);
  return { fields, target, purpose };
}
