import { REPORT_TEMPLATE_NOT_FOUND_MESSAGE } from "@stockroom/core";
import { type DbOrTx, reportTemplates } from "@stockroom/db";
import { and, eq } from "drizzle-orm";
import { DomainError } from "../../errors";
import { type ReportTemplateView, reportTemplateView } from "./report-template-row";

/** One template of the organization; another organization's id is "not found". */
export async function getReportTemplate(
  { db, orgId }: { db: DbOrTx; orgId: string },
  input: { id: string },
): Promise<ReportTemplateView> {
  const [row] = await db
    .select()
    .from(reportTemplates)
    .where(and(eq(reportTemplates.organizationId, orgId), eq(reportTemplates.id, input.id)));
  if (!row) throw new DomainError("NOT_FOUND", REPORT_TEMPLATE_NOT_FOUND_MESSAGE);
  return reportTemplateView(row);
}
