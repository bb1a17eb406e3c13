import { formSubmissions } from "@stockroom/db";
import { and, eq, type SQL } from "drizzle-orm";

/**
 * The live submissions of one form for one asset in one month of the organization: where
 * the submit page looks for the submission it opens in edit mode and where an edit finds
 * the submission it replaces. `month` is a YYYY-MM key or the SQL that computes it.
 */
export function monthSubmissionOf(
  orgId: string,
  s: { formId: string; assetId: string; month: string | SQL<string> },
): SQL | undefined {
  return and(
    eq(formSubmissions.organizationId, orgId),
    eq(formSubmissions.formId, s.formId),
    eq(formSubmissions.assetId, s.assetId),
    eq(formSubmissions.monthYear, s.month),
    eq(formSubmissions.isDeleted, false),
  );
}
