import type { FormFieldDependency, FormPurpose, FormSchema, FormValidationRule } from "@stockroom/core";
import type { Transaction } from "@stockroom/db";
import { recordActivity } from "../activity/record-activity";
import { linkFormInTransaction } from "./link-form-in-transaction";
import { replaceFormRules } from "./replace-form-rules";
import { syncMappedFields } from "./sync-mapped-fields";

/**
 * What the builder saves beside the form row, in the caller's transaction: the link to an
 * asset type (when one is named), the mapped-field registry, the rules and dependencies,
 * and the activity entry. Create and update differ only in how they write the row.
 */
export async function saveFormParts(
  tx: Transaction,
  { orgId, actorId }: { orgId: string; actorId: string },
  form: { id: string; name: string },
  schema: FormSchema,
  input: {
    link: { assetTypeId: string; purpose: FormPurpose } | null;
    validation_rules?: FormValidationRule[] | undefined;
    dependencies?: FormFieldDependency[] | undefined;
    activity: "form_created" | "form_updated";
  },
): Promise<void> {
  if (input.link) await linkFormInTransaction(tx, orgId, { ...input.link, formId: form.id });
  await syncMappedFields(tx, orgId, form.id, schema.fields);
  await replaceFormRules(tx, orgId, form.id, new Set(schema.fields.map((f) => f.id)), input);
  await recordActivity(tx, orgId, actorId, {
    type: input.activity,
    description: `Form "${form.name}" ${input.activity === "form_created" ? "created" : "updated"}`,
    entityType: "form",
    entityId: form.id,
  });
}
