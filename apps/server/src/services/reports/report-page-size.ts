import {
  LATEST_SUBMISSIONS_PER_ASSET,
  REPORT_PAGE_TOO_LARGE_MESSAGE,
  type ReportGenerateInput,
  rowsWithinBudget,
} from "@stockroom/core";
import { assets, type DbOrTx, formSubmissions } from "@stockroom/db";
import { sql } from "drizzle-orm";
import { DomainError } from "../../errors";
import { pgArray } from "./sql-arrays";

/** Bytes of a stored answer set as JSON text: what the page's answer grows by. */
const answerBytes = (column: string) => sql.raw(`coalesce(octet_length(${column}::text), 0)`);

/**
 * The number of rows the page of `input` may load (issue 21 §6), measured before any
 * answer is read: the database sums, per row in page order, the JSON bytes of the stored
 * answers the row carries (history: the submission; latest: up to three in the range and
 * the newest for the consistency check; comparison: the newest up to the range's end, the
 * one before it, and the newest overall). The page ends before the row that would pass
 * REPORT_PAGE_MAX_BYTES (its `nextCursor` carries on from there), so no answer passes the
 * response limit and no page holds 2000 × 480 KB in memory; a row too large to send on its
 * own is refused with a message. Only sizes cross the wire here, never the answers.
 */
export async function reportPageSize(
  db: DbOrTx,
  orgId: string,
  input: ReportGenerateInput,
  range: { start: Date; end: Date },
): Promise<number> {
  const start = range.start.toISOString();
  const end = range.end.toISOString();
  let sizes: { bytes: number }[];
  if (input.viewMode === "history") {
    const after = input.cursor
      ? sql`and (s.created_at, s.id) < (${input.cursor.key}::timestamptz, ${input.cursor.id}::uuid)`
      : sql``;
    sizes = await db.execute<{ bytes: number }>(sql`
      select ${answerBytes("s.submission_data")}::float8 as bytes
      from ${formSubmissions} s
      where s.organization_id = ${orgId} and s.asset_id = ${input.assetId as string} and s.is_deleted = false
        and s.created_at >= ${start}::timestamptz and s.created_at <= ${end}::timestamptz ${after}
      order by s.created_at desc, s.id desc
      limit ${input.pageSize}`);
  } else {
    const typeFilter =
      input.assetTypeIds.length > 0 ? sql`and a.asset_type_id = any(${pgArray(input.assetTypeIds)}::uuid[])` : sql``;
    const after = input.cursor ? sql`and (a.name, a.id) > (${input.cursor.key}, ${input.cursor.id}::uuid)` : sql``;
    // Comparison mode: the newest submission up to the range's end and the one before it
    // cover its newest in the range and that one's predecessor (a little more when the
    // newest is before the range: an upper bound is what a budget needs).
    const shown =
      input.viewMode === "latest"
        ? sql`s.created_at >= ${start}::timestamptz and s.created_at <= ${end}::timestamptz`
        : sql`s.created_at <= ${end}::timestamptz`;
    const perAsset = input.viewMode === "latest" ? LATEST_SUBMISSIONS_PER_ASSET : 2;
    sizes = await db.execute<{ bytes: number }>(sql`
      select (coalesce(shown.bytes, 0) + coalesce(newest.bytes, 0))::float8 as bytes
      from ${assets} a
      left join lateral (
        select sum(x.bytes) as bytes from (
          select ${answerBytes("s.submission_data")} as bytes from ${formSubmissions} s
          where s.asset_id = a.id and s.organization_id = ${orgId} and s.is_deleted = false and ${shown}
          order by s.created_at desc, s.id desc
          limit ${perAsset}) x) shown on true
      left join lateral (
        select ${answerBytes("s.submission_data")} as bytes from ${formSubmissions} s
        where s.asset_id = a.id and s.organization_id = ${orgId} and s.is_deleted = false
        order by s.created_at desc, s.id desc
        limit 1) newest on true
      where a.organization_id = ${orgId} and a.is_deleted = false ${typeFilter} ${after}
      order by a.name, a.id
      limit ${input.pageSize}`);
  }
  const rows = rowsWithinBudget(sizes.map((s) => Number(s.bytes)));
  if (rows === null) throw new DomainError("BAD_REQUEST", REPORT_PAGE_TOO_LARGE_MESSAGE);
  // Fewer rows than asked (or none) means the page ends there; the caller's query adds one
  // row to find out whether another page follows.
  return rows < sizes.length ? rows : input.pageSize;
}
