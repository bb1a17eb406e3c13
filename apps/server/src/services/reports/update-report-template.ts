import { REPORT_TEMPLATE_NOT_FOUND_MESSAGE, type reportTemplateUpdateInput } from "@stockroom/core";
import { type DbOrTx, reportTemplates } from "@stockroom/db";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import { DomainError } from "../../errors";
import { type ReportTemplateView, reportTemplateView } from "./report-template-row";
import { checkTemplateAssetTypes } from "./template-asset-types";

/** Renames a template or saves a new configuration into it; only the given parts change. */
export async function updateReportTemplate(
  { db, orgId }: { db: DbOrTx; orgId: string },
  input: z.output<typeof reportTemplateUpdateInput>,
): Promise<ReportTemplateView> {
  if (input.asset_type_filter) await checkTemplateAssetTypes(db, orgId, input.asset_type_filter);
  const set: Partial<typeof reportTemplates.$inferInsert> = { updatedAt: new Date() };
  if (input.name !== undefined) set.name = input.name;
  if (input.description !== undefined) set.description = input.description;
  if (input.asset_type_filter !== undefined) set.assetTypeFilter = input.asset_type_filter;
  if (input.selected_fields !== undefined) set.selectedFields = input.selected_fields;
  if (input.date_range_type !== undefined) set.dateRangeType = input.date_range_type;
  if (input.custom_start_date !== undefined) set.customStartDate = input.custom_start_date;
  if (input.custom_end_date !== undefined) set.customEndDate = input.custom_end_date;
  if (input.view_mode !== undefined) set.viewMode = input.view_mode;
  const [row] = await db
    .update(reportTemplates)
    .set(set)
    .where(and(eq(reportTemplates.organizationId, orgId), eq(reportTemplates.id, input.id)))
    .returning();
  if (!row) throw new DomainError("NOT_FOUND", REPORT_TEMPLATE_NOT_FOUND_MESSAGE);
  return reportTemplateView(row);
}
