import { REPORT_TEMPLATES_FULL_MESSAGE, REPORT_TEMPLATES_MAX, type ReportTemplateInput } from "@stockroom/core";
import { type DbOrTx, reportTemplates } from "@stockroom/db";
import { eq, sql } from "drizzle-orm";
import { DomainError } from "../../errors";
import { type ReportTemplateView, reportTemplateView } from "./report-template-row";
import { checkTemplateAssetTypes } from "./template-asset-types";

/** Saves a report configuration as a template of the organization. */
export async function createReportTemplate(
  { db, orgId, actorId }: { db: DbOrTx; orgId: string; actorId: string },
  input: ReportTemplateInput,
): Promise<ReportTemplateView> {
  await checkTemplateAssetTypes(db, orgId, input.asset_type_filter);
  const [kept] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reportTemplates)
    .where(eq(reportTemplates.organizationId, orgId));
  if ((kept?.n ?? 0) >= REPORT_TEMPLATES_MAX) throw new DomainError("CONFLICT", REPORT_TEMPLATES_FULL_MESSAGE);
  const [row] = await db
    .insert(reportTemplates)
    .values({
      organizationId: orgId,
      name: input.name,
      description: input.description,
      assetTypeFilter: input.asset_type_filter,
      selectedFields: input.selected_fields,
      dateRangeType: input.date_range_type,
      customStartDate: input.custom_start_date ?? null,
      customEndDate: input.custom_end_date ?? null,
      viewMode: input.view_mode,
      createdBy: actorId,
    })
    .returning();
  if (!row) throw new Error("report template insert returned no row");
  return reportTemplateView(row);
}
