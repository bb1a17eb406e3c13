import { describe, expect, it } from "vitest";
import { reportDateRange } from "./reportDateRange";
import {
  checkSnapshotSpan,
  defaultSnapshotRange,
  lastTwelveMonthsRange,
  SNAPSHOT_MAX_MONTHS,
  snapshotExportFileName,
  snapshotFilterBounds,
  snapshotYearOptions,
} from "./snapshotFilterBounds";

const iso = (r: { start: Date; end: Date }) => [r.start.toISOString(), r.end.toISOString()];
const now = new Date("2025-05-31T15:30:00.000Z");

describe("report date ranges (spec 02 §9)", () => {
  it.each([
    ["current_month", ["2025-05-01T00:00:00.000Z", "2025-05-31T15:30:00.000Z"]],
    ["last_week", ["2025-05-24T15:30:00.000Z", "2025-05-31T15:30:00.000Z"]],
    ["last_month", ["2025-04-01T00:00:00.000Z", "2025-04-30T23:59:59.999Z"]],
    ["last_3_months", ["2025-02-28T15:30:00.000Z", "2025-05-31T15:30:00.000Z"]],
    ["all_time", ["2020-01-01T00:00:00.000Z", "2025-05-31T15:30:00.000Z"]],
  ] as const)("%s", (type, expected) => {
    expect(iso(reportDateRange(type, now))).toEqual(expected);
  });
  it("last_month in January is December of the year before", () => {
    expect(iso(reportDateRange("last_month", new Date("2025-01-10T00:00:00Z")))).toEqual([
      "2024-12-01T00:00:00.000Z",
      "2024-12-31T23:59:59.999Z",
    ]);
  });
  it("last_3_months keeps the day when it exists", () => {
    expect(iso(reportDateRange("last_3_months", new Date("2025-05-15T00:00:00Z")))[0]).toBe("2025-02-15T00:00:00.000Z");
  });
  it("custom takes whole days", () => {
    expect(iso(reportDateRange("custom", now, { start: "2025-01-05", end: new Date("2025-01-05T10:00:00Z") }))).toEqual(
      ["2025-01-05T00:00:00.000Z", "2025-01-05T23:59:59.999Z"],
    );
  });
  it.each([
    [undefined, "A custom range needs a start and an end date"],
    [{ start: "2025-01-05" }, "A custom range needs a start and an end date"],
    [{ start: null, end: "2025-01-05" }, "A custom range needs a start and an end date"],
    [{ start: "nope", end: "2025-01-05" }, "Invalid custom date"],
    [{ start: "2025-01-05", end: "nope" }, "Invalid custom date"],
    [{ start: "2025-01-06", end: "2025-01-05" }, "The end date is before the start date"],
  ])("custom %j fails: %s", (custom, message) => {
    expect(() => reportDateRange("custom", now, custom)).toThrow(message);
  });
});

describe("snapshot filter bounds (first day of the start month, last day of the end month)", () => {
  it.each([
    ["2024-02", "2024-02", { start: "2024-02-01", end: "2024-02-29" }],
    ["2023-11", "2024-04", { start: "2023-11-01", end: "2024-04-30" }],
    ["2024-12", "2025-01", { start: "2024-12-01", end: "2025-01-31" }],
  ])("%s → %s", (from, to, bounds) => {
    expect(snapshotFilterBounds(from, to)).toEqual(bounds);
  });
  it("rejects bad keys", () => {
    expect(() => snapshotFilterBounds("2024-2", "2024-03")).toThrow(RangeError);
  });
  it.each([
    ["2023-06", "2025-05", { ok: true, months: 24 }],
    ["2023-05", "2025-05", { ok: false, message: "The range can cover at most 24 months" }],
    ["2025-05", "2025-05", { ok: true, months: 1 }],
    ["2025-06", "2025-05", { ok: false, message: "The start month is after the end month" }],
  ])("span %s → %s", (from, to, result) => {
    expect(SNAPSHOT_MAX_MONTHS).toBe(24);
    expect(checkSnapshotSpan(from, to)).toEqual(result);
  });
  it("has the default, 12-month and year options", () => {
    expect(defaultSnapshotRange(now)).toEqual({ fromMonth: "2024-11", toMonth: "2025-05" });
    expect(snapshotFilterBounds("2024-11", "2025-05")).toEqual({ start: "2024-11-01", end: "2025-05-31" });
    expect(lastTwelveMonthsRange(now)).toEqual({ fromMonth: "2024-06", toMonth: "2025-05" });
    expect(snapshotYearOptions(now)).toHaveLength(15);
    expect(snapshotYearOptions(now)[14]).toBe(2011);
    expect(snapshotExportFileName(now)).toBe("monthly-snapshots-2025-05-31.csv");
  });
});
