import { ASSET_NOT_FOUND_MESSAGE, addMonthsToKey, monthEnd, monthKey } from "@stockroom/core";
import { assets, assetTypeForms, assetTypes, type DbOrTx, formSubmissions, forms, users } from "@stockroom/db";
import { and, desc, eq, sql } from "drizzle-orm";
import { DomainError } from "../../errors";

export const ASSET_SUBMISSIONS_LIMIT = 50;

/**
 * The asset detail's Forms tab: its submissions (newest first, with form and submitter
 * names) and its pending forms. A form is pending when it is the type's inventory form
 * (the monthly count) and this asset has no submission of it this month; it is due at
 * the month's end and overdue when last month's count was missed too (for an asset that
 * existed before this month).
 */
export async function listAssetFormActivity(db: DbOrTx, orgId: string, assetId: string, now: Date = new Date()) {
  const [asset] = await db
    .select({ id: assets.id, assetTypeId: assets.assetTypeId, createdAt: assets.createdAt })
    .from(assets)
    .where(and(eq(assets.organizationId, orgId), eq(assets.id, assetId)))
    .limit(1);
  if (!asset) throw new DomainError("NOT_FOUND", ASSET_NOT_FOUND_MESSAGE);
  const thisMonth = monthKey(now);
  const lastMonth = addMonthsToKey(thisMonth, -1);

  const [submissions, inventoryForms] = await Promise.all([
    db
      .select({
        id: formSubmissions.id,
        formId: formSubmissions.formId,
        formName: forms.name,
        status: formSubmissions.status,
        monthYear: formSubmissions.monthYear,
        submittedByName: sql<string | null>`coalesce(${users.fullName}, ${users.email})`,
        createdAt: formSubmissions.createdAt,
      })
      .from(formSubmissions)
      .innerJoin(forms, eq(forms.id, formSubmissions.formId))
      .leftJoin(users, eq(users.id, formSubmissions.submittedBy))
      .where(
        and(
          eq(formSubmissions.organizationId, orgId),
          eq(formSubmissions.assetId, assetId),
          eq(formSubmissions.isDeleted, false),
        ),
      )
      .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id))
      .limit(ASSET_SUBMISSIONS_LIMIT),
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

  const existedLastMonth = monthKey(asset.createdAt) < thisMonth;
  // The last day of the month, YYYY-MM-DD.
  const dueDate = monthEnd(thisMonth).toISOString().slice(0, 10);
  return {
    submissions,
    pendingForms: inventoryForms
      .filter((f) => !f.submittedThisMonth)
      .map((f) => ({
        formId: f.formId,
        formName: f.formName,
        dueDate,
        isOverdue: existedLastMonth && !f.submittedLastMonth,
      })),
  };
}
