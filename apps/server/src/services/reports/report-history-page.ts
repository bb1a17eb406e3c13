import { ASSET_NOT_FOUND_MESSAGE } from "@stockroom/core";
import type { DbOrTx } from "@stockroom/db";
import { type SQL, sql } from "drizzle-orm";
import { DomainError } from "../../errors";
import { type ReportAsset, type ReportSubmission, reportAssetsStatement, splitPage } from "./report-assets";
import type { ReportModeReader } from "./report-mode";

/**
 * The submissions of one asset in the range after the history cursor (newest first by
 * (created_at, id)): the rows of history mode, and what its page budget measures.
 */
export function historySubmissionsWhere(
  orgId: string,
  assetId: string,
  range: { start: string; end: string },
  cursor: { key: string; id: string } | null | undefined,
): SQL {
  const after = cursor ? sql`and (s.created_at, s.id) < (${cursor.key}::timestamptz, ${cursor.id}::uuid)` : sql``;
  return sql`s.organization_id = ${orgId} and s.asset_id = ${assetId} and s.is_deleted = false
    and s.created_at >= ${range.start}::timestamptz and s.created_at <= ${range.end}::timestamptz ${after}`;
}

async function readHistoryAsset(db: DbOrTx, orgId: string, assetId: string): Promise<ReportAsset> {
  const [asset] = await db.execute<ReportAsset>(
    reportAssetsStatement({
      orgId,
      where: sql`a.organization_id = ${orgId} and a.id = ${assetId} and a.is_deleted = false`,
      columns: sql`1 as one`,
      limit: 1,
    }),
  );
  if (!asset) throw new DomainError("NOT_FOUND", ASSET_NOT_FOUND_MESSAGE);
  return asset;
}

/**
 * History mode (spec 02 §4): one asset's submissions in the range, a page of them by
 * (created_at, id), newest first; the first page also counts them.
 */
export const readHistoryPage: ReportModeReader = async ({ db, orgId, start, end, pageSize, offset }, input) => {
  const assetId = input.assetId as string;
  const asset = await readHistoryAsset(db, orgId, assetId);
  const where = historySubmissionsWhere(orgId, assetId, { start, end }, input.cursor);
  const [rows, counted] = await Promise.all([
    db.execute<ReportSubmission>(sql`
      select s.id, s.form_id, s.submission_data, s.created_at from form_submissions s
      where ${where}
      order by s.created_at desc, s.id desc
      limit ${pageSize + 1} offset ${offset}`),
    input.cursor
      ? null
      : db.execute<{ n: number }>(sql`
          select count(*)::int as n from form_submissions s
          where ${historySubmissionsWhere(orgId, assetId, { start, end }, null)}`),
  ]);
  const { page, nextCursor } = splitPage(rows, pageSize, (last) => ({
    key: new Date(last.created_at).toISOString(),
    id: last.id,
  }));
  return {
    assets: [asset],
    submissions: new Map([[asset.id, page]]),
    nextCursor,
    total: counted ? (counted[0]?.n ?? 0) : null,
    rowTotal: counted && input.page ? (counted[0]?.n ?? 0) : null,
    pageCount: page.length,
  };
};
