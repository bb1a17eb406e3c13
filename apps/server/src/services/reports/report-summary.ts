import { checkConsistency, findTotalField, type ReportGenerateInput } from "@stockroom/core";
import type { DbOrTx } from "@stockroom/db";
import { sql } from "drizzle-orm";
import { newestSubmissions } from "../queries";
import { loadReportForms } from "./form-fields";
import { reportAssetFilter } from "./report-assets";

/** Assets of the whole report whose stock disagrees with their newest form (the screen's warning). */
export interface ReportConsistencySummary {
  warning: number;
  urgent: number;
}

/**
 * The consistency warnings of the whole report, for the screen that shows one page of it:
 * every asset's stock and newest submission in one statement (no answers but the newest's),
 * judged by core's `checkConsistency` like each row. History mode: its one asset.
 */
export async function reportConsistencySummary(
  db: DbOrTx,
  orgId: string,
  input: ReportGenerateInput,
  now: Date,
): Promise<ReportConsistencySummary> {
  const where =
    input.viewMode === "history"
      ? sql`a.organization_id = ${orgId} and a.id = ${input.assetId as string} and a.is_deleted = false`
      : reportAssetFilter(orgId, input);
  const newest = newestSubmissions({
    orgId,
    assetId: sql`a.id`,
    limit: 1,
    columns: sql`s.form_id, s.submission_data, s.created_at`,
  });
  const rows = await db.execute<{
    quantity: number | null;
    form_id: string | null;
    submission_data: Record<string, unknown> | null;
    created_at: string | Date | null;
  }>(sql`
    select i.quantity, n.form_id, n.submission_data, n.created_at
    from assets a
    left join inventory_items i on i.asset_id = a.id and i.organization_id = ${orgId} and i.is_deleted = false
    left join lateral ${newest} n on true
    where ${where}`);
  const forms = await loadReportForms(
    db,
    orgId,
    rows.flatMap((r) => (r.form_id ? [r.form_id] : [])),
  );
  const summary: ReportConsistencySummary = { warning: 0, urgent: 0 };
  for (const r of rows) {
    const fields = r.form_id ? (forms.get(r.form_id)?.fields ?? []) : [];
    const total = r.submission_data ? findTotalField(r.submission_data, fields) : null;
    const { severity } = checkConsistency({
      realTimeQuantity: r.quantity ?? 0,
      latestFormTotal: total?.amount ?? null,
      lastFormDate: r.created_at,
      now,
    });
    if (severity !== "none") summary.warning++;
    if (severity === "urgent") summary.urgent++;
  }
  return summary;
}
