import { type ReportGenerateInput, type ReportRow, type ReportViewMode, reportDateRange } from "@stockroom/core";
import type { DbOrTx } from "@stockroom/db";
import { DomainError } from "../../errors";
import { loadOrgTimeZone } from "../queries";
import { readComparisonPage } from "./report-comparison-page";
import { readHistoryPage } from "./report-history-page";
import { readLatestPage } from "./report-latest-page";
import type { ReportModeReader } from "./report-mode";
import { reportPageSize } from "./report-page-size";
import { buildReportRows } from "./report-rows";
import { type ReportConsistencySummary, reportConsistencySummary } from "./report-summary";

/** Spec 02 §8. */
export const NO_ASSETS_FOUND_MESSAGE = "No assets found. Make sure you have assets created with the selected criteria.";

export interface ReportPage {
  rows: ReportRow[];
  /** Pass back as `cursor` for the next page; null on the last one. */
  nextCursor: { key: string; id: string } | null;
  /** Assets (latest, comparison) or submissions (history) in the whole report; on a page asked without a cursor. */
  total: number | null;
  /** Rows of the whole report; on a numbered page only (the screen's table). */
  rowTotal: number | null;
  /** The whole report's consistency warnings; on numbered page 1 only (the screen's banner). */
  summary: ReportConsistencySummary | null;
  /** Assets (or submissions) this page covers, for the progress bar. */
  pageCount: number;
  range: { start: Date; end: Date };
  /** The organization's time zone: the months above are its months; exports write its local time. */
  timeZone: string;
  /** The first page is empty: the spec's "No assets found …" text. */
  emptyMessage: string | null;
}

/** Each mode reads its own page; the rows are built the same way for all three. */
const MODES: Record<ReportViewMode, ReportModeReader> = {
  latest: readLatestPage,
  comparison: readComparisonPage,
  history: readHistoryPage,
};

/**
 * One page of a report (spec 02 §4 "Report generation"), so a report over 20,000 assets
 * is a few calls of one page each (or, on screen, only the page the reader opens), never
 * one request per asset. The page's size comes from the byte budget (`reportPageSize`);
 * the mode's reader loads the page's assets and their submissions in one statement
 * (history: one asset's submissions); `buildReportRows` adds the last-month totals and the
 * consistency checks. A fixed number of statements per page, whatever its size.
 */
export async function generateReportPage(
  { db, orgId, now = new Date() }: { db: DbOrTx; orgId: string; now?: Date },
  input: ReportGenerateInput,
): Promise<ReportPage> {
  const timeZone = await loadOrgTimeZone(db, orgId);
  let range: { start: Date; end: Date };
  try {
    range = reportDateRange(
      input.dateRangeType,
      now,
      { start: input.customStartDate ?? null, end: input.customEndDate ?? null },
      timeZone,
    );
  } catch (err) {
    throw new DomainError("BAD_REQUEST", err instanceof Error ? err.message : String(err));
  }
  const offset = input.page ? (input.page - 1) * input.pageSize : 0;
  // Rows this page loads: the asked size, or fewer when their answers would pass the byte budget.
  const pageSize = await reportPageSize(db, orgId, input, range, offset);
  const page = await MODES[input.viewMode](
    { db, orgId, start: range.start.toISOString(), end: range.end.toISOString(), pageSize, offset },
    input,
  );
  const [rows, summary] = await Promise.all([
    buildReportRows({ db, orgId, timeZone, now, viewMode: input.viewMode }, page.assets, page.submissions),
    input.page === 1 ? reportConsistencySummary(db, orgId, input, now) : null,
  ]);
  const first = !input.cursor && (input.page ?? 1) === 1;
  return {
    rows,
    nextCursor: page.nextCursor,
    total: page.total,
    rowTotal: page.rowTotal,
    summary,
    pageCount: page.pageCount,
    range,
    timeZone,
    emptyMessage: first && page.assets.length === 0 ? NO_ASSETS_FOUND_MESSAGE : null,
  };
}
