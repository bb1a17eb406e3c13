import { addMonthsToKey, daysInMonth, monthKey, monthSpan, parseMonthKey } from "./monthKey";
import { ALL_TIME_START } from "./reportDateRange";

/** Spec 02 §2/§9: "maximum span 24 months", "Monthly snapshots maxMonths 24". */
export const SNAPSHOT_MAX_MONTHS = 24;
/** "Year dropdown covers 15 years". */
export const SNAPSHOT_YEAR_OPTIONS = 15;
export const SNAPSHOT_PICKER_START = ALL_TIME_START;
export const SNAPSHOT_SPAN_TOO_LONG_MESSAGE = "The range can cover at most 24 months";
/**
 * The months a snapshot filter may name: from the picker's first month (ALL_TIME_START) to
 * the end of the century. Snapshots exist only for the last 24 finished months; the upper
 * bound keeps month arithmetic and PostgreSQL's dates far from their ends (issue 21 §10:
 * 9999-12 answered 500).
 */
export const SNAPSHOT_FIRST_MONTH = ALL_TIME_START.slice(0, 7);
export const SNAPSHOT_LAST_MONTH = "2099-12";
export const SNAPSHOT_MONTH_OUT_OF_RANGE_MESSAGE = `Choose a month between ${SNAPSHOT_FIRST_MONTH} and ${SNAPSHOT_LAST_MONTH}`;

/** A month key a snapshot filter accepts (see SNAPSHOT_FIRST_MONTH, SNAPSHOT_LAST_MONTH). */
export function isSnapshotFilterMonth(key: string): boolean {
  return key >= SNAPSHOT_FIRST_MONTH && key <= SNAPSHOT_LAST_MONTH;
}

export interface SnapshotBounds {
  /** First day of the start month, YYYY-MM-DD. */
  start: string;
  /** Last day of the end month, YYYY-MM-DD. */
  end: string;
}

/** Spec 02 §5: "start month filter is the first day of the month, end the last day of the chosen month". */
export function snapshotFilterBounds(fromMonth: string, toMonth: string): SnapshotBounds {
  parseMonthKey(fromMonth);
  return { start: `${fromMonth}-01`, end: `${toMonth}-${String(daysInMonth(toMonth)).padStart(2, "0")}` };
}

/** A from/to pair is usable when it is in order and spans at most 24 months (both counted). */
export function checkSnapshotSpan(
  fromMonth: string,
  toMonth: string,
): { ok: true; months: number } | { ok: false; message: string } {
  const months = monthSpan(fromMonth, toMonth);
  if (months < 1) return { ok: false, message: "The start month is after the end month" };
  if (months > SNAPSHOT_MAX_MONTHS) return { ok: false, message: SNAPSHOT_SPAN_TOO_LONG_MESSAGE };
  return { ok: true, months };
}

/** Default range of the snapshot query: first day of the month six months back to the end of this month. */
export function defaultSnapshotRange(now: Date, timeZone = "UTC"): { fromMonth: string; toMonth: string } {
  const toMonth = monthKey(now, timeZone);
  return { fromMonth: addMonthsToKey(toMonth, -6), toMonth };
}

/** The 'Last 12 Months' shortcut: this month and the 11 before it. */
export function lastTwelveMonthsRange(now: Date, timeZone = "UTC"): { fromMonth: string; toMonth: string } {
  const toMonth = monthKey(now, timeZone);
  return { fromMonth: addMonthsToKey(toMonth, -11), toMonth };
}

/** The 15 years of the year dropdown, newest first. */
export function snapshotYearOptions(now: Date): number[] {
  const year = now.getUTCFullYear();
  return Array.from({ length: SNAPSHOT_YEAR_OPTIONS }, (_, i) => year - i);
}

/** CSV export file name: monthly-snapshots-{date}.csv (date as YYYY-MM-DD). */
export function snapshotExportFileName(now: Date): string {
  return `monthly-snapshots-${now.toISOString().slice(0, 10)}.csv`;
}
export const SNAPSHOT_EXPORT_COLUMNS = [
  "Month",
  "Asset Name",
  "Quantity",
  "Status",
  "Location",
  "Price",
  "Currency",
  "Date",
] as const;
