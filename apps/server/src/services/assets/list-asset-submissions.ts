import { formSubmissions, forms, users } from "@stockroom/db";
import { and, desc, eq, sql } from "drizzle-orm";
import type { OrgContext } from "../context";

/** The latest form submissions shown on an asset's detail tabs. */
export const ASSET_SUBMISSIONS_LIMIT = 50;

/**
 * The asset's form submissions, newest first, with the form's and the submitter's names:
 * the Forms tab lists them and the History tab merges them with the other events.
 */
export function listAssetSubmissions({ db, orgId }: OrgContext, assetId: string) {
  return db
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
    .limit(ASSET_SUBMISSIONS_LIMIT);
}
