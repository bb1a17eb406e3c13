import { useLingui } from "@lingui/react/macro";
import {
  REPORT_DEFAULT_PAGE_SIZE,
  REPORT_TABLE_PAGE_SIZE,
  type ReportGenerateInput,
  type ReportRow,
} from "@stockroom/core";
import { keepPreviousData } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { errorMessage, trpc } from "../../trpc";

export interface GenerationState {
  /** The first page of a new report is on its way. */
  running: boolean;
  /** Another page of the table is on its way (the previous one stays on screen). */
  fetching: boolean;
  /** The rows of the table's current page only: the screen never holds the whole report. */
  rows: ReportRow[];
  /** The table's page (1, 2, …) and how many assets (submissions in history mode) a page shows. */
  page: number;
  pageSize: number;
  /**
   * The page ended before its size because its answers passed the page's byte budget: the
   * rest of its assets are in the exports, not on screen.
   */
  pageCut: boolean;
  /** Assets (or submissions in history mode) in the whole report. */
  total: number | null;
  /** Rows in the whole report (an asset makes up to three in latest mode). */
  rowTotal: number | null;
  /** Consistency warnings of the whole report (assets), from its first page. */
  summary: { warning: number; urgent: number } | null;
  error: string | null;
  emptyMessage: string | null;
  /** The input of the rows shown (view mode drives the export's shape). */
  input: ReportGenerateInput | null;
}

/**
 * A report on screen, one table page at a time (issue 23 "Reports"): `reports.generate`
 * with a page number answers the page the reader opens, a few dozen rows, so a 20,000-asset
 * report never sits whole in the browser. Exports walk the report's cursor pages instead
 * (`reportPages`), one page in memory at a time.
 */
export function useReportGeneration(pageSize = REPORT_TABLE_PAGE_SIZE) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const [input, setInput] = useState<ReportGenerateInput | null>(null);
  const [page, setPage] = useState(1);
  // When the current report was asked for: older answers (cached, or the previous report's) never show.
  const [startedAt, setStartedAt] = useState(0);
  const [whole, setWhole] = useState<Pick<GenerationState, "total" | "rowTotal" | "summary"> | null>(null);
  const query = trpc.reports.generate.useQuery(
    { ...(input as ReportGenerateInput), cursor: null, page, pageSize },
    { enabled: input !== null, placeholderData: keepPreviousData, retry: false, staleTime: 60_000 },
  );
  const fresh = query.data !== undefined && query.dataUpdatedAt >= startedAt;
  const data = fresh ? query.data : undefined;
  // The whole report's figures come with page 1; later pages keep them.
  useEffect(() => {
    if (data && page === 1 && !query.isPlaceholderData && whole === null) {
      setWhole({ total: data.total, rowTotal: data.rowTotal, summary: data.summary });
    }
  }, [data, page, query.isPlaceholderData, whole]);

  const generate = useCallback(
    async (next: ReportGenerateInput) => {
      setWhole(null);
      setPage(1);
      setInput(next);
      setStartedAt(Date.now());
      // Generating again reads the data afresh, even for the same configuration.
      await utils.reports.generate.invalidate();
    },
    [utils],
  );

  const state: GenerationState = {
    running: input !== null && whole === null && !query.error,
    fetching: query.isFetching,
    rows: data?.rows ?? [],
    pageCut:
      data !== undefined &&
      whole?.total != null &&
      data.pageCount < pageSize &&
      (page - 1) * pageSize + data.pageCount < whole.total,
    page,
    pageSize,
    total: whole?.total ?? null,
    rowTotal: whole?.rowTotal ?? null,
    summary: whole?.summary ?? null,
    error: query.error ? errorMessage(query.error, t`Failed to generate report`) : null,
    emptyMessage: whole ? (data?.emptyMessage ?? null) : null,
    input,
  };

  /** Every row of the report, page after page (cursor pages of the largest size): for the exports. */
  const reportPages = useCallback(
    async function* (of: ReportGenerateInput): AsyncGenerator<ReportRow[]> {
      let cursor: ReportGenerateInput["cursor"] = null;
      do {
        const next = await utils.client.reports.generate.query({
          ...of,
          page: null,
          cursor,
          pageSize: REPORT_DEFAULT_PAGE_SIZE,
        });
        yield next.rows;
        cursor = next.nextCursor;
      } while (cursor);
    },
    [utils],
  );

  return { state, generate, setPage, reportPages };
}
