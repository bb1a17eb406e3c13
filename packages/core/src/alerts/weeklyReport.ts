/**
 * Issue 25 "Weekly report: Monday morning in the organization's timezone". The job runs every
 * hour; an organization is due in the hour its local clock reads Monday 08:00–08:59.
 */
export const WEEKLY_REPORT_WEEKDAY = "Mon";
export const WEEKLY_REPORT_HOUR = 8;
/** The Reports screen the weekly report links to. */
export const WEEKLY_REPORT_LINK_PATH = "/reports";

/**
 * The organization's local date (YYYY-MM-DD, that Monday: the report's week) when `now` is
 * Monday 08:xx in `timeZone`, else null.
 */
export function weeklyReportWeek(now: Date, timeZone: string): string | null {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "short",
    hour: "2-digit",
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  if (part("weekday") !== WEEKLY_REPORT_WEEKDAY || Number(part("hour")) !== WEEKLY_REPORT_HOUR) return null;
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** The change of the data quality score since the last report; null for the first report. */
export function dataQualityScoreChange(current: number, previous: number | null): number | null {
  return previous === null ? null : Math.round((current - previous) * 10) / 10;
}
