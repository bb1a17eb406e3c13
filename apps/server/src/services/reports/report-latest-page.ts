import { LATEST_SUBMISSIONS_PER_ASSET } from "@stockroom/core";
import { sql } from "drizzle-orm";
import { newestSubmissions } from "../queries";
import {
  assetPageAfter,
  countReportAssets,
  type ReportAsset,
  type ReportSubmission,
  reportAssetFilter,
  reportAssetsStatement,
  splitPage,
} from "./report-assets";
import type { ReportModeReader } from "./report-mode";

/** An asset's rows: its (up to) three newest submissions in the range. */
const shownOf = (orgId: string, start: string, end: string) => ({
  orgId,
  assetId: sql`a.id`,
  from: start,
  to: end,
  limit: LATEST_SUBMISSIONS_PER_ASSET,
});

type LatestRow = ReportAsset & { submissions: ReportSubmission[] };

/**
 * Latest mode (spec 02 §4): a page of assets by (name, id), each with its (up to) three
 * newest submissions in the range, in one statement: the submissions come as one JSON
 * array per asset from a lateral read of the (asset_id, created_at) index.
 */
export const readLatestPage: ReportModeReader = async ({ db, orgId, start, end, pageSize, offset }, input) => {
  const shown = newestSubmissions({
    ...shownOf(orgId, start, end),
    columns: sql`s.id, s.form_id, s.submission_data, s.created_at`,
  });
  const [rows, counted] = await Promise.all([
    db.execute<LatestRow>(
      reportAssetsStatement({
        orgId,
        where: sql`${reportAssetFilter(orgId, input)} ${assetPageAfter(input)}`,
        columns: sql`coalesce((select json_agg(x order by x.created_at desc, x.id desc) from ${shown} x), '[]'::json) as submissions`,
        limit: pageSize + 1,
        offset,
      }),
    ),
    input.cursor
      ? null
      : countReportAssets(
          db,
          orgId,
          input,
          // Its rows only when the screen asks (a numbered page): one more index read per asset.
          input.page
            ? sql`(select count(*) from ${newestSubmissions({ ...shownOf(orgId, start, end), columns: sql`1` })} x)`
            : undefined,
        ),
  ]);
  const { page, nextCursor } = splitPage(rows, pageSize, (last) => ({ key: last.name, id: last.id }));
  return {
    assets: page,
    submissions: new Map(page.map((a) => [a.id, a.submissions])),
    nextCursor,
    total: counted?.assets ?? null,
    rowTotal: input.page ? (counted?.rows ?? null) : null,
    pageCount: page.length,
  };
};
