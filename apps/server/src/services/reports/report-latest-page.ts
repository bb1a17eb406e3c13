import { LATEST_SUBMISSIONS_PER_ASSET } from "@stockroom/core";
import { sql } from "drizzle-orm";
import { newestSubmissions } from "../queries";
import { type ReportAsset, type ReportSubmission, readReportAssets } from "./report-assets";
import type { ReportModeReader } from "./report-mode";

/**
 * Latest mode (spec 02 §4): a page of assets by (name, id), each with its (up to) three
 * newest submissions in the range, in one statement: the submissions come as one JSON
 * array per asset from a lateral read of the (asset_id, created_at) index.
 */
export const readLatestPage: ReportModeReader = async (ctx, input) => {
  const shown = (columns: ReturnType<typeof sql>) =>
    newestSubmissions({
      orgId: ctx.orgId,
      assetId: sql`a.id`,
      from: ctx.start,
      to: ctx.end,
      limit: LATEST_SUBMISSIONS_PER_ASSET,
      columns,
    });
  const { page, nextCursor, total, rowTotal } = await readReportAssets<
    ReportAsset & { submissions: ReportSubmission[] }
  >(ctx, input, {
    columns: sql`coalesce((select json_agg(x order by x.created_at desc, x.id desc)
      from ${shown(sql`s.id, s.form_id, s.submission_data, s.created_at`)} x), '[]'::json) as submissions`,
    rowsPerAsset: sql`(select count(*) from ${shown(sql`1`)} x)`,
  });
  return {
    assets: page,
    submissions: new Map(page.map((a) => [a.id, a.submissions])),
    nextCursor,
    total,
    rowTotal,
    pageCount: page.length,
  };
};
