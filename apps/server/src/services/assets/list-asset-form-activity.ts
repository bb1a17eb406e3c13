import { ASSET_NOT_FOUND_MESSAGE, pendingFormMonths, pendingInventoryForms } from "@stockroom/core";
import { assets, assetTypeForms, assetTypes, formSubmissions, forms } from "@stockroom/db";
import { and, eq, sql } from "drizzle-orm";
import { DomainError } from "../../errors";
import type { OrgContext } from "../context";
import { listAssetSubmissions } from "./list-asset-submissions";

/**
 * The asset detail's Forms tab: its submissions (newest first, with form and submitter
 * names) and its pending forms: the type's inventory forms (the monthly count) with
 * whether this asset has a submission of each this month and last month; core's
 * pendingInventoryForms decides which are pending, their due date and which are overdue.
 */
export async function listAssetFormActivity({ db, orgId }: OrgContext, assetId: string, now: Date = new Date()) {
  const [asset] = await db
    .select({ id: assets.id, assetTypeId: assets.assetTypeId, createdAt: assets.createdAt })
    .from(assets)
    .where(and(eq(assets.organizationId, orgId), eq(assets.id, assetId)))
    .limit(1);
  if (!asset) throw new DomainError("NOT_FOUND", ASSET_NOT_FOUND_MESSAGE);
  const { thisMonth, lastMonth } = pendingFormMonths(now);

  const [submissions, inventoryForms] = await Promise.all([
    listAssetSubmissions({ db, orgId }, assetId),
    db
      .selectDistinct({
        formId: forms.id,
        formName: forms.name,
        submittedThisMonth: sql<boolean>`exists (select 1 from ${formSubmissions}
          where ${formSubmissions.organizationId} = ${orgId} and ${formSubmissions.formId} = ${forms.id}
            and ${formSubmissions.assetId} = ${assetId} and ${formSubmissions.monthYear} = ${thisMonth}
            and ${formSubmissions.isDeleted} = false)`,
        submittedLastMonth: sql<boolean>`exists (select 1 from ${formSubmissions}
          where ${formSubmissions.organizationId} = ${orgId} and ${formSubmissions.formId} = ${forms.id}
            and ${formSubmissions.assetId} = ${assetId} and ${formSubmissions.monthYear} = ${lastMonth}
            and ${formSubmissions.isDeleted} = false)`,
      })
      .from(forms)
      .innerJoin(assetTypes, and(eq(assetTypes.organizationId, orgId), eq(assetTypes.id, asset.assetTypeId)))
      .where(
        and(
          eq(forms.organizationId, orgId),
          sql`${forms.deletedAt} is null`,
          sql`(${forms.id} = ${assetTypes.inventoryFormId} or exists (select 1 from ${assetTypeForms}
            where ${assetTypeForms.organizationId} = ${orgId} and ${assetTypeForms.assetTypeId} = ${assetTypes.id}
              and ${assetTypeForms.formId} = ${forms.id} and ${assetTypeForms.purpose} = 'inventory'
              and ${assetTypeForms.isDeleted} = false))`,
        ),
      ),
  ]);

  return { submissions, pendingForms: pendingInventoryForms(inventoryForms, asset, now) };
}
