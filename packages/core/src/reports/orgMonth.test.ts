import { describe, expect, it } from "vitest";
import { canGoToNextMonth, monthEnd, monthKey, monthStart, zonedMidnight, zoneOffsetMinutes } from "./monthKey";
import { reportDateRange } from "./reportDateRange";

// Issue 20 "Whose month, whose clock": a month is the organization's month.
describe("the organization's month (monthKey/monthStart/monthEnd with a time zone)", () => {
  it.each([
    // The last evening of a month in New York is still that month there, the next in UTC.
    ["2026-11-01T01:00:00Z", "America/New_York", "2026-10"],
    ["2026-11-01T01:00:00Z", "UTC", "2026-11"],
    // December → January.
    ["2027-01-01T02:00:00Z", "America/New_York", "2026-12"],
    ["2027-01-01T05:00:00Z", "America/New_York", "2027-01"],
    // Tokyo is ahead: its new month starts while UTC is still in the old one.
    ["2026-10-31T15:30:00Z", "Asia/Tokyo", "2026-11"],
    ["2026-10-31T14:59:59Z", "Asia/Tokyo", "2026-10"],
    ["2026-12-31T15:00:00Z", "Asia/Tokyo", "2027-01"],
    ["2026-12-31T15:00:00Z", "UTC", "2026-12"],
  ])("%s in %s is %s", (instant, zone, key) => {
    expect(monthKey(new Date(instant), zone)).toBe(key);
  });

  it.each([
    ["2026-11", "America/New_York", "2026-11-01T04:00:00.000Z"], // EDT until Nov 1 02:00
    ["2026-12", "America/New_York", "2026-12-01T05:00:00.000Z"], // EST
    ["2027-01", "America/New_York", "2027-01-01T05:00:00.000Z"],
    ["2027-01", "Asia/Tokyo", "2026-12-31T15:00:00.000Z"],
    ["2026-04", "America/New_York", "2026-04-01T04:00:00.000Z"], // after the March change
    ["2026-04", "UTC", "2026-04-01T00:00:00.000Z"],
  ])("%s starts in %s at %s", (key, zone, iso) => {
    expect(monthStart(key, zone).toISOString()).toBe(iso);
  });

  it("a month ends a millisecond before the next one starts, in the zone", () => {
    expect(monthEnd("2026-12", "America/New_York").toISOString()).toBe("2027-01-01T04:59:59.999Z");
    expect(monthEnd("2026-12", "Asia/Tokyo").toISOString()).toBe("2026-12-31T14:59:59.999Z");
    expect(monthEnd("2026-12").toISOString()).toBe("2026-12-31T23:59:59.999Z");
  });

  it("offsets and midnights across daylight saving", () => {
    expect(zoneOffsetMinutes(new Date("2026-07-01T12:00:00Z"), "America/New_York")).toBe(-240);
    expect(zoneOffsetMinutes(new Date("2026-01-01T12:00:00Z"), "America/New_York")).toBe(-300);
    expect(zoneOffsetMinutes(new Date("2026-01-01T12:00:00Z"), "Asia/Tokyo")).toBe(540);
    // 2026-03-08 is the spring-forward day in New York: midnight is still EST.
    expect(zonedMidnight(2026, 3, 8, "America/New_York").toISOString()).toBe("2026-03-08T05:00:00.000Z");
    expect(zonedMidnight(2026, 3, 9, "America/New_York").toISOString()).toBe("2026-03-09T04:00:00.000Z");
  });

  it("the next-month button follows the organization's current month", () => {
    const now = new Date("2026-11-01T01:00:00Z"); // Oct 31, 9 pm in New York
    expect(canGoToNextMonth("2026-10", now, "UTC")).toBe(true);
    expect(canGoToNextMonth("2026-10", now, "America/New_York")).toBe(false);
  });
});

describe("report ranges in the organization's time zone", () => {
  const now = new Date("2027-01-01T02:00:00Z"); // Dec 31, 9 pm in New York; Jan 1, 11 am in Tokyo
  it("current_month and last_month are the zone's months (December → January)", () => {
    expect(reportDateRange("current_month", now, undefined, "America/New_York").start.toISOString()).toBe(
      "2026-12-01T05:00:00.000Z",
    );
    const last = reportDateRange("last_month", now, undefined, "America/New_York");
    expect([last.start.toISOString(), last.end.toISOString()]).toEqual([
      "2026-11-01T04:00:00.000Z",
      "2026-12-01T04:59:59.999Z",
    ]);
    const tokyo = reportDateRange("last_month", now, undefined, "Asia/Tokyo");
    expect([tokyo.start.toISOString(), tokyo.end.toISOString()]).toEqual([
      "2026-11-30T15:00:00.000Z",
      "2026-12-31T14:59:59.999Z",
    ]);
  });
  it("custom days are whole days of the zone", () => {
    const r = reportDateRange("custom", now, { start: "2026-10-10", end: "2026-10-10" }, "Asia/Tokyo");
    expect([r.start.toISOString(), r.end.toISOString()]).toEqual([
      "2026-10-09T15:00:00.000Z",
      "2026-10-10T14:59:59.999Z",
    ]);
  });
  it("last_3_months starts at the same wall-clock time three months back", () => {
    const r = reportDateRange("last_3_months", now, undefined, "America/New_York");
    expect(r.start.toISOString()).toBe("2026-10-01T01:00:00.000Z"); // Sep 30, 9 pm EDT
  });
});
