import { FORM_NOT_FOUND_MESSAGE } from "@stockroom/core";
import {
  assetTypeForms,
  assetTypes,
  formCategoryMappings,
  formFieldDependencies,
  forms,
  formValidationRules,
  mappedFields,
} from "@stockroom/db";
import { and, eq, sql } from "drizzle-orm";
import { DomainError } from "../../errors";
import { recordActivity } from "../activity/record-activity";
import type { ServiceContext } from "../context";

/**
 * Spec 02 §4 "Form archive", in one transaction: the form stops being any asset type's
 * intake or inventory form (columns cleared) and is unlinked from every type; its mapped
 * fields, validation rules, field dependencies and category mappings are deleted; then
 * deleted_at is set. Archiving an archived form changes nothing.
 */
export async function archiveForm({ db, orgId, actorId }: ServiceContext, id: string) {
  return db.transaction(async (tx) => {
    const [form] = await tx
      .select({ id: forms.id, name: forms.name, deletedAt: forms.deletedAt })
      .from(forms)
      .where(and(eq(forms.organizationId, orgId), eq(forms.id, id)))
      .for("update");
    if (!form) throw new DomainError("NOT_FOUND", FORM_NOT_FOUND_MESSAGE);
    if (form.deletedAt) return { id: form.id, name: form.name, unlinkedAssetTypes: 0 };

    const now = new Date();
    for (const slot of ["intakeFormId", "inventoryFormId", "mappingFormId"] as const) {
      await tx
        .update(assetTypes)
        .set({ [slot]: null, updatedAt: now })
        .where(and(eq(assetTypes.organizationId, orgId), eq(assetTypes[slot], form.id)));
    }
    const unlinked = await tx
      .update(assetTypeForms)
      .set({ isDeleted: true })
      .where(
        and(
          eq(assetTypeForms.organizationId, orgId),
          eq(assetTypeForms.formId, form.id),
          eq(assetTypeForms.isDeleted, false),
        ),
      )
      .returning({ assetTypeId: assetTypeForms.assetTypeId });
    for (const table of [mappedFields, formValidationRules, formFieldDependencies, formCategoryMappings]) {
      await tx.delete(table).where(and(eq(table.organizationId, orgId), eq(table.formId, form.id)));
    }
    await tx
      .update(forms)
      .set({ deletedAt: sql`now()`, updatedAt: now })
      .where(and(eq(forms.organizationId, orgId), eq(forms.id, form.id)));
    await recordActivity(tx, orgId, actorId, {
      type: "form_archived",
      description: `Form "${form.name}" archived`,
      entityType: "form",
      entityId: form.id,
    });
    return { id: form.id, name: form.name, unlinkedAssetTypes: new Set(unlinked.map((u) => u.assetTypeId)).size };
  });
}
