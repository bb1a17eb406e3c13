import { type DbOrTx, reportTemplates } from "@stockroom/db";
import { asc, eq } from "drizzle-orm";
import { type ReportTemplateView, reportTemplateView } from "./report-template-row";

/** The organization's report templates (everyone in it sees them), by name. */
export async function listReportTemplates({ db, orgId }: { db: DbOrTx; orgId: string }): Promise<ReportTemplateView[]> {
  const rows = await db
    .select()
    .from(reportTemplates)
    .where(eq(reportTemplates.organizationId, orgId))
    .orderBy(asc(reportTemplates.name), asc(reportTemplates.id));
  return rows.map(reportTemplateView);
}
