// Spec 02 §9: "Month key format YYYY-MM (yyyy-MM); December to January rollover for
// previous-month lookup." Dates are read in UTC so the server and every browser agree.

export const MONTH_KEY_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

export interface YearMonth {
  year: number;
  /** 1–12 */
  month: number;
}

export function isMonthKey(value: unknown): value is string {
  return typeof value === "string" && MONTH_KEY_PATTERN.test(value);
}

export function formatMonthKey({ year, month }: YearMonth): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}`;
}

/** The month key of a date (UTC): 2025-03-31T23:00Z → "2025-03". */
export function monthKey(date: Date): string {
  return formatMonthKey({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 });
}

/** Throws a RangeError on anything that is not YYYY-MM. */
export function parseMonthKey(key: string): YearMonth {
  const match = MONTH_KEY_PATTERN.exec(key);
  if (!match) throw new RangeError(`Not a month key (YYYY-MM): ${key}`);
  return { year: Number(match[1]), month: Number(match[2]) };
}

/** Adds whole months: addMonths("2024-12", 1) = "2025-01". */
export function addMonthsToKey(key: string, months: number): string {
  const { year, month } = parseMonthKey(key);
  const index = year * 12 + (month - 1) + months;
  return formatMonthKey({ year: Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1 });
}

/** "2025-01" → "2024-12". */
export function previousMonthKey(key: string): string {
  return addMonthsToKey(key, -1);
}
export function nextMonthKey(key: string): string {
  return addMonthsToKey(key, 1);
}

/** First instant of the month, UTC. */
export function monthStart(key: string): Date {
  const { year, month } = parseMonthKey(key);
  return new Date(Date.UTC(year, month - 1, 1));
}
/** Last millisecond of the month, UTC (Date.UTC rolls month 12 over: also for 9999-12). */
export function monthEnd(key: string): Date {
  const { year, month } = parseMonthKey(key);
  return new Date(Date.UTC(year, month, 1) - 1);
}
/** Number of days in the month (28–31). */
export function daysInMonth(key: string): number {
  return monthEnd(key).getUTCDate();
}

/** Whole months from `from` to `to`, both counted: ("2025-01", "2025-03") → 3. */
export function monthSpan(from: string, to: string): number {
  const a = parseMonthKey(from);
  const b = parseMonthKey(to);
  return (b.year - a.year) * 12 + (b.month - a.month) + 1;
}

/** The keys from `from` to `to` inclusive, oldest first; empty when `to` is before `from`. */
export function monthKeysBetween(from: string, to: string): string[] {
  const count = monthSpan(from, to);
  return Array.from({ length: Math.max(0, count) }, (_, i) => addMonthsToKey(from, i));
}

/** Spec 02 §2: "A next-month button is blocked past the current month." */
export function canGoToNextMonth(viewedMonth: string, now: Date): boolean {
  return nextMonthKey(viewedMonth) <= monthKey(now);
}

/** The month an inventory history row belongs to: its month_year, else its check date. */
export function monthKeyOfEntry(entry: {
  month_year?: string | null;
  check_date?: string | Date | null;
}): string | null {
  if (isMonthKey(entry.month_year)) return entry.month_year;
  if (entry.check_date === null || entry.check_date === undefined) return null;
  const date = entry.check_date instanceof Date ? entry.check_date : new Date(entry.check_date);
  return Number.isNaN(date.getTime()) ? null : monthKey(date);
}
