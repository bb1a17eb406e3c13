import { REPORT_DEFAULT_PAGE_SIZE, type ReportGenerateInput, type ReportRow } from "@stockroom/core";
import { useCallback, useEffect, useRef, useState } from "react";
import { errorMessage, trpc } from "../../trpc";

export interface GenerationState {
  running: boolean;
  rows: ReportRow[];
  /** Assets (or submissions in history mode) covered so far, and in all. */
  loaded: number;
  total: number | null;
  error: string | null;
  emptyMessage: string | null;
  /** The input of the rows shown (view mode drives the export's shape). */
  input: ReportGenerateInput | null;
}

const IDLE: GenerationState = {
  running: false,
  rows: [],
  loaded: 0,
  total: null,
  error: null,
  emptyMessage: null,
  input: null,
};

/**
 * Runs a report page by page: one `reports.generate` call per page of assets, never one
 * per asset. Between pages the browser gets the main thread back (progress bar, clicks);
 * a new run or leaving the screen drops the old one.
 */
export function useReportGeneration(pageSize = REPORT_DEFAULT_PAGE_SIZE) {
  const utils = trpc.useUtils();
  const [state, setState] = useState<GenerationState>(IDLE);
  const run = useRef(0);
  useEffect(
    () => () => {
      run.current++;
    },
    [],
  );

  const generate = useCallback(
    async (input: ReportGenerateInput) => {
      const token = ++run.current;
      setState({ ...IDLE, running: true, input });
      let rows: ReportRow[] = [];
      let cursor: ReportGenerateInput["cursor"] = null;
      let loaded = 0;
      let total: number | null = null;
      try {
        do {
          const page = await utils.client.reports.generate.query({ ...input, cursor, pageSize });
          if (token !== run.current) return;
          rows = rows.concat(page.rows);
          loaded += page.pageCount;
          total = page.total ?? total;
          cursor = page.nextCursor;
          setState({
            running: cursor !== null,
            rows,
            loaded,
            total,
            error: null,
            emptyMessage: page.emptyMessage ?? null,
            input,
          });
          if (cursor) await new Promise((resolve) => setTimeout(resolve, 0));
        } while (cursor);
      } catch (err) {
        if (token !== run.current) return;
        setState((s) => ({ ...s, running: false, error: errorMessage(err, "Failed to generate report") }));
      }
    },
    [utils, pageSize],
  );

  const reset = useCallback(() => {
    run.current++;
    setState(IDLE);
  }, []);

  return { state, generate, reset };
}
