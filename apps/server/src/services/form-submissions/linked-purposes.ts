import { purposesOf } from "@stockroom/core";
import { assetTypeForms, type DbOrTx } from "@stockroom/db";
import { and, eq } from "drizzle-orm";

/**
 * The purposes a form has for an asset type: its link rows, plus the intake / inventory
 * slot columns. Empty means 'Form is not linked to this asset type'.
 */
export async function linkedPurposes(
  db: DbOrTx,
  orgId: string,
  type: { id: string; intakeFormId: string | null; inventoryFormId: string | null },
  formId: string,
): Promise<Set<string>> {
  const rows = await db
    .select({ purpose: assetTypeForms.purpose })
    .from(assetTypeForms)
    .where(
      and(
        eq(assetTypeForms.organizationId, orgId),
        eq(assetTypeForms.assetTypeId, type.id),
        eq(assetTypeForms.formId, formId),
        eq(assetTypeForms.isDeleted, false),
      ),
    );
  return purposesOf(
    rows.map((r) => r.purpose),
    type,
    formId,
  );
}
