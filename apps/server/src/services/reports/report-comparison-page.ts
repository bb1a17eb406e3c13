import { sql } from "drizzle-orm";
import { newestSubmissions } from "../queries";
import { type ReportAsset, type ReportSubmission, readReportAssets } from "./report-assets";
import type { ReportModeReader } from "./report-mode";

type ComparisonRow = ReportAsset & {
  shown_id: string | null;
  shown_form_id: string | null;
  shown_data: Record<string, unknown> | null;
  shown_created_at: string | Date | null;
  previous_data: Record<string, unknown> | null;
  previous_form_id: string | null;
  previous_created_at: string | Date | null;
};

/**
 * Comparison mode (spec 02 §4): a page of assets by (name, id), each with its newest
 * submission in the range and the one before it (of any date), in one statement.
 */
export const readComparisonPage: ReportModeReader = async (ctx, input) => {
  const shown = newestSubmissions({ orgId: ctx.orgId, assetId: sql`a.id`, from: ctx.start, to: ctx.end, limit: 1 });
  const previous = newestSubmissions({
    orgId: ctx.orgId,
    assetId: sql`a.id`,
    limit: 1,
    before: { createdAt: sql`sh.created_at`, id: sql`sh.id` },
  });
  const { page, nextCursor, total, rowTotal } = await readReportAssets<ComparisonRow>(ctx, input, {
    columns: sql`sh.id as shown_id, sh.form_id as shown_form_id, sh.submission_data as shown_data,
                 sh.created_at as shown_created_at, prev.submission_data as previous_data,
                 prev.form_id as previous_form_id, prev.created_at as previous_created_at`,
    joins: sql`left join lateral ${shown} sh on true left join lateral ${previous} prev on true`,
  });
  const submissions = new Map<string, ReportSubmission[]>();
  for (const a of page) {
    if (a.shown_id === null || a.shown_form_id === null || a.shown_created_at === null) continue;
    submissions.set(a.id, [
      {
        id: a.shown_id,
        form_id: a.shown_form_id,
        submission_data: a.shown_data,
        created_at: a.shown_created_at,
        previous_data: a.previous_data,
        previous_form_id: a.previous_form_id,
        previous_created_at: a.previous_created_at,
      },
    ]);
  }
  return { assets: page, submissions, nextCursor, total, rowTotal, pageCount: page.length };
};
