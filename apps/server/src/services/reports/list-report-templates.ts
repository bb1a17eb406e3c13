import type { ReportDateRangeType, ReportViewMode } from "@stockroom/core";
import { type DbOrTx, reportTemplates } from "@stockroom/db";
import { asc, eq } from "drizzle-orm";

/** What the Templates list shows; `templates.get` gives the whole configuration to apply. */
export interface ReportTemplateSummary {
  id: string;
  name: string;
  description: string;
  date_range_type: ReportDateRangeType;
  view_mode: ReportViewMode;
  updated_at: Date;
}

/**
 * The organization's report templates (everyone in it sees them), by name: names and
 * settings only, never the column lists, so the answer stays small however many columns
 * the templates keep (issue 21 §6: whole configurations made this answer 413).
 */
export async function listReportTemplates({
  db,
  orgId,
}: {
  db: DbOrTx;
  orgId: string;
}): Promise<ReportTemplateSummary[]> {
  const rows = await db
    .select({
      id: reportTemplates.id,
      name: reportTemplates.name,
      description: reportTemplates.description,
      dateRangeType: reportTemplates.dateRangeType,
      viewMode: reportTemplates.viewMode,
      updatedAt: reportTemplates.updatedAt,
    })
    .from(reportTemplates)
    .where(eq(reportTemplates.organizationId, orgId))
    .orderBy(asc(reportTemplates.name), asc(reportTemplates.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description ?? "",
    date_range_type: r.dateRangeType,
    view_mode: r.viewMode,
    updated_at: r.updatedAt,
  }));
}
