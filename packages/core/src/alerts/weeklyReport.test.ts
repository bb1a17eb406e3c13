import { describe, expect, it } from "vitest";
import { dataQualityScoreChange, weeklyReportWeek } from "./weeklyReport";

describe("weekly report schedule: Monday 08:00–08:59 in the organization's time zone", () => {
  // 2026-11-30 is a Monday.
  it.each([
    ["2026-11-30T13:00:00Z", "America/New_York", "2026-11-30"], // 08:00 EST
    ["2026-11-30T13:59:59Z", "America/New_York", "2026-11-30"], // 08:59:59
    ["2026-11-30T12:59:59Z", "America/New_York", null], // 07:59:59
    ["2026-11-30T14:00:00Z", "America/New_York", null], // 09:00
    ["2026-11-29T23:30:00Z", "Asia/Tokyo", "2026-11-30"], // Monday 08:30 in Tokyo, Sunday in UTC
    ["2026-11-30T08:15:00Z", "UTC", "2026-11-30"],
    ["2026-12-01T08:15:00Z", "UTC", null], // a Tuesday
    ["2026-11-30T18:30:00Z", "Pacific/Chatham", null], // 08:15 on Tuesday there (UTC+13:45 in summer)
    ["2026-11-29T18:30:00Z", "Pacific/Chatham", "2026-11-30"], // Monday 08:15
    ["2026-07-06T12:30:00Z", "America/New_York", "2026-07-06"], // 08:30 EDT (summer time)
  ])("%s in %s → %s", (now, zone, week) => {
    expect(weeklyReportWeek(new Date(now), zone)).toBe(week);
  });
});

describe("data quality score change", () => {
  it("is the difference to the last report, none for the first", () => {
    expect(dataQualityScoreChange(72.5, 70)).toBe(2.5);
    expect(dataQualityScoreChange(60, 70)).toBe(-10);
    expect(dataQualityScoreChange(60, null)).toBeNull();
  });
});
