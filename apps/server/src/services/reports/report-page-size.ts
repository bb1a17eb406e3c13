import {
  LATEST_SUBMISSIONS_PER_ASSET,
  REPORT_PAGE_TOO_LARGE_MESSAGE,
  type ReportGenerateInput,
  rowsWithinBudget,
} from "@stockroom/core";
import type { DbOrTx } from "@stockroom/db";
import { sql } from "drizzle-orm";
import { DomainError } from "../../errors";
import { newestSubmissions } from "../queries";
import { assetPageAfter, reportAssetFilter } from "./report-assets";
import { historySubmissionsWhere } from "./report-history-page";

/** Bytes of a stored answer set as JSON text: what the page's answer grows by. */
const answerBytes = sql.raw("coalesce(octet_length(s.submission_data::text), 0)");

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
  /** Rows before the page (a numbered page). */
  offset = 0,
): Promise<number> {
  const start = range.start.toISOString();
  const end = range.end.toISOString();
  let sizes: { bytes: number }[];
  if (input.viewMode === "history") {
    sizes = await db.execute<{ bytes: number }>(sql`
      select ${answerBytes}::float8 as bytes
      from form_submissions s
      where ${historySubmissionsWhere(orgId, input.assetId as string, { start, end }, input.cursor)}
      order by s.created_at desc, s.id desc
      limit ${input.pageSize} offset ${offset}`);
  } else {
    // Comparison mode: the newest submission up to the range's end and the one before it
    // cover its newest in the range and that one's predecessor (a little more when the
    // newest is before the range: an upper bound is what a budget needs).
    const latest = input.viewMode === "latest";
    const shown = newestSubmissions({
      orgId,
      assetId: sql`a.id`,
      from: latest ? start : null,
      to: end,
      limit: latest ? LATEST_SUBMISSIONS_PER_ASSET : 2,
      columns: sql`${answerBytes} as bytes`,
    });
    const newest = newestSubmissions({ orgId, assetId: sql`a.id`, limit: 1, columns: sql`${answerBytes} as bytes` });
    sizes = await db.execute<{ bytes: number }>(sql`
      select (coalesce((select sum(x.bytes) from ${shown} x), 0) + coalesce(n.bytes, 0))::float8 as bytes
      from assets a
      left join lateral ${newest} n on true
      where ${reportAssetFilter(orgId, input)} ${assetPageAfter(input)}
      order by a.name, a.id
      limit ${input.pageSize} offset ${offset}`);
  }
  const rows = rowsWithinBudget(sizes.map((s) => Number(s.bytes)));
  if (rows === null) throw new DomainError("BAD_REQUEST", REPORT_PAGE_TOO_LARGE_MESSAGE);
  // Fewer rows than asked (or none) means the page ends there; the caller's query adds one
  // row to find out whether another page follows.
  return rows < sizes.length ? rows : input.pageSize;
}
