import { FORM_NOT_FOUND_MESSAGE } from "@stockroom/core";
import { assets, formSubmissions, forms, users } from "@stockroom/db";
import { and, desc, eq, sql } from "drizzle-orm";
import { DomainError } from "../../errors";
import type { OrgContext } from "../context";

/** The preview's Submitted Data tab: the form's submissions, newest first, with asset and submitter names. */
export async function listFormSubmissions({ db, orgId }: OrgContext, input: { formId: string; limit: number }) {
  const [form] = await db
    .select({ id: forms.id })
    .from(forms)
    .where(and(eq(forms.organizationId, orgId), eq(forms.id, input.formId)));
  if (!form) throw new DomainError("NOT_FOUND", FORM_NOT_FOUND_MESSAGE);
  return db
    .select({
      id: formSubmissions.id,
      assetId: formSubmissions.assetId,
      assetName: assets.name,
      values: formSubmissions.submissionData,
      calculationResults: formSubmissions.calculationResults,
      status: formSubmissions.status,
      monthYear: formSubmissions.monthYear,
      submittedByName: sql<string | null>`coalesce(${users.fullName}, ${users.email})`,
      createdAt: formSubmissions.createdAt,
      updatedAt: formSubmissions.updatedAt,
    })
    .from(formSubmissions)
    .leftJoin(assets, eq(assets.id, formSubmissions.assetId))
    .leftJoin(users, eq(users.id, formSubmissions.submittedBy))
    .where(
      and(
        eq(formSubmissions.organizationId, orgId),
        eq(formSubmissions.formId, form.id),
        eq(formSubmissions.isDeleted, false),
      ),
    )
    .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id))
    .limit(input.limit);
}
