import {
  addMonthsToKey,
  daysInMonth,
  monthEnd,
  monthKey,
  monthStart,
  parseMonthKey,
  previousMonthKey,
  zonedMidnight,
  zonedParts,
} from "./monthKey";

/** Spec 02 §9 report date ranges. */
export const REPORT_DATE_RANGE_TYPES = [
  "current_month",
  "last_week",
  "last_month",
  "last_3_months",
  "all_time",
  "custom",
] as const;
export type ReportDateRangeType = (typeof REPORT_DATE_RANGE_TYPES)[number];
/** "all_time (from 2020-01-01)"; also where the snapshot date picker starts. */
export const ALL_TIME_START = "2020-01-01";
export const LAST_WEEK_DAYS = 7;
export const LAST_MONTHS_COUNT = 3;

/** View modes (the report builder elsewhere lists latest or history only). */
export const REPORT_VIEW_MODES = ["latest", "history", "comparison"] as const;
export type ReportViewMode = (typeof REPORT_VIEW_MODES)[number];
/** "latest mode uses up to 3 latest submissions per asset". */
export const LATEST_SUBMISSIONS_PER_ASSET = 3;
export const REPORT_PREVIEW_ROWS = 3;
export const DEFAULT_COLOR_COLUMN = "#3B82F6";
/** report column fieldType marking a colour separator column. */
export const COLOR_FILL_FIELD_TYPE = "color_fill";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DateRange {
  start: Date;
  end: Date;
}

/** The start of a chosen day (a date's calendar day, as picked) in the time zone. */
function dayStart(value: string | Date, timeZone: string): Date {
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return d;
  return zonedMidnight(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), timeZone);
}
function dayEnd(value: string | Date, timeZone: string): Date {
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return d;
  return new Date(zonedMidnight(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate() + 1, timeZone).getTime() - 1);
}

/**
 * The dates a report covers, months and days of the organization's time zone (UTC when
 * none is given): current_month from the 1st to now; last_week the last
 * 7 days; last_month the whole previous month; last_3_months from the same day 3 months
 * ago; all_time from 2020-01-01; custom the given days, whole days included. Throws a
 * RangeError for a custom range without dates or ending before it starts.
 */
export function reportDateRange(
  type: ReportDateRangeType,
  now: Date,
  custom?: { start?: string | Date | null; end?: string | Date | null },
  timeZone = "UTC",
): DateRange {
  switch (type) {
    case "current_month":
      return { start: monthStart(monthKey(now, timeZone), timeZone), end: now };
    case "last_week":
      return { start: new Date(now.getTime() - LAST_WEEK_DAYS * DAY_MS), end: now };
    case "last_month": {
      const previous = previousMonthKey(monthKey(now, timeZone));
      return { start: monthStart(previous, timeZone), end: monthEnd(previous, timeZone) };
    }
    case "last_3_months": {
      // The same wall-clock time of the same day (or the month's last) three months back.
      const wall = zonedParts(now, timeZone);
      const key = addMonthsToKey(monthKey(now, timeZone), -LAST_MONTHS_COUNT);
      const { year, month } = parseMonthKey(key);
      const day = Math.min(wall.day, daysInMonth(key));
      const sinceMidnight = now.getTime() - zonedMidnight(wall.year, wall.month, wall.day, timeZone).getTime();
      return { start: new Date(zonedMidnight(year, month, day, timeZone).getTime() + sinceMidnight), end: now };
    }
    case "all_time":
      return { start: new Date(`${ALL_TIME_START}T00:00:00.000Z`), end: now };
    case "custom": {
      if (!custom?.start || !custom.end) throw new RangeError("A custom range needs a start and an end date");
      const range = { start: dayStart(custom.start, timeZone), end: dayEnd(custom.end, timeZone) };
      if (Number.isNaN(range.start.getTime()) || Number.isNaN(range.end.getTime()))
        throw new RangeError("Invalid custom date");
      if (range.end < range.start) throw new RangeError("The end date is before the start date");
      return range;
    }
  }
}
