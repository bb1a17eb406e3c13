// Bounds of one `reports.generate` answer (issue 21 §6). Not in the spec; ours.

/** The stored answers one page may carry (JSON bytes); the tRPC answer limit is 8 MB. */
export const REPORT_PAGE_MAX_BYTES = 4 * 1024 * 1024;
/** A single row (an asset's submissions, or one submission) larger than this is refused. */
export const REPORT_ROW_MAX_BYTES = 6 * 1024 * 1024;
export const REPORT_PAGE_TOO_LARGE_MESSAGE =
  "This report has a row too large to send (over 6 MB of answers). Choose a shorter date range or fewer asset types.";

/** At most this many `reports.generate` calls of one user run at once (per server process). */
export const REPORT_GENERATIONS_PER_USER = 2;
/** At most this many run at once in one server process, whoever asks. */
export const REPORT_GENERATIONS_PER_PROCESS = 6;
export const REPORT_GENERATION_BUSY_MESSAGE = `You are already generating ${REPORT_GENERATIONS_PER_USER} reports. Please wait for them to finish and try again.`;
export const REPORT_SERVER_BUSY_MESSAGE = "The server is busy generating other reports. Please try again in a moment.";

/**
 * How many of a page's rows, in order, to load: the longest run whose answers (bytes of
 * stored JSON, measured by the database before anything is loaded) fit the page budget,
 * at least one so a report always moves on. Null when the first row alone passes the
 * row limit: the page is refused rather than sent. `sizes` holds one number per row.
 */
export function rowsWithinBudget(
  sizes: readonly number[],
  budget: number = REPORT_PAGE_MAX_BYTES,
  rowLimit: number = REPORT_ROW_MAX_BYTES,
): number | null {
  const first = sizes[0];
  if (first === undefined) return 0;
  if (first > rowLimit) return null;
  let total = first;
  let count = 1;
  for (const size of sizes.slice(1)) {
    total += size;
    if (total > budget) break;
    count++;
  }
  return count;
}
