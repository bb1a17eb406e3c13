import type { ReportGenerateInput } from "@stockroom/core";
import type { DbOrTx } from "@stockroom/db";
import type { ReportAsset, ReportCursor, ReportSubmission } from "./report-assets";

/** What every mode's page reader is given: the organization, the range and the page's size. */
export interface ReportModeContext {
  db: DbOrTx;
  orgId: string;
  /** The range's ends as ISO instants (inclusive). */
  start: string;
  end: string;
  /** Rows this page loads (the asked size, or fewer under the byte budget). */
  pageSize: number;
  /** Rows before this page when a numbered page is asked for. */
  offset: number;
}

/** What a mode's page reader returns: the page's assets, each with the submissions its rows show. */
export interface ReportModePage {
  assets: ReportAsset[];
  submissions: Map<string, ReportSubmission[]>;
  nextCursor: ReportCursor;
  /** Assets (latest, comparison) or submissions (history) in the whole report; when asked. */
  total: number | null;
  /** Rows of the whole report, on a numbered page (the table's page count and "of N rows"). */
  rowTotal: number | null;
  /** Assets (or submissions) this page covers, for the progress bar. */
  pageCount: number;
}

export type ReportModeReader = (ctx: ReportModeContext, input: ReportGenerateInput) => Promise<ReportModePage>;
