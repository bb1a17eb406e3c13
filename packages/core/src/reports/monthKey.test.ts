import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addMonthsToKey,
  canGoToNextMonth,
  daysInMonth,
  formatMonthKey,
  isMonthKey,
  monthEnd,
  monthKey,
  monthKeyOfEntry,
  monthKeysBetween,
  monthSpan,
  monthStart,
  nextMonthKey,
  parseMonthKey,
  previousMonthKey,
  zonedParts,
  zoneOffsetMinutes,
} from "./monthKey";

describe("month keys (spec 02 §9: YYYY-MM, December to January rollover)", () => {
  it.each([
    ["2025-01", "2024-12"],
    ["2025-03", "2025-02"],
    ["2000-12", "2000-11"],
  ])("previous of %s is %s", (key, previous) => {
    expect(previousMonthKey(key)).toBe(previous);
  });
  it.each([
    ["2024-12", "2025-01"],
    ["2025-01", "2025-02"],
  ])("next of %s is %s", (key, next) => {
    expect(nextMonthKey(key)).toBe(next);
  });
  it("adds many months either way", () => {
    expect(addMonthsToKey("2025-05", -17)).toBe("2023-12");
    expect(addMonthsToKey("2025-05", 24)).toBe("2027-05");
  });
  it("reads a date in UTC", () => {
    expect(monthKey(new Date("2025-03-31T23:30:00Z"))).toBe("2025-03");
    expect(monthKey(new Date("2025-04-01T00:00:00Z"))).toBe("2025-04");
  });
  it.each([
    ["2025-01", true],
    ["2025-12", true],
    ["2025-13", false],
    ["2025-00", false],
    ["2025-1", false],
    ["25-01", false],
    [202501, false],
  ])("isMonthKey(%j) = %s", (value, expected) => {
    expect(isMonthKey(value)).toBe(expected);
  });
  it("parses and formats", () => {
    expect(parseMonthKey("2025-07")).toEqual({ year: 2025, month: 7 });
    expect(formatMonthKey({ year: 999, month: 1 })).toBe("0999-01");
    expect(() => parseMonthKey("July")).toThrow(RangeError);
  });
  it("gives month bounds", () => {
    expect(monthStart("2024-02").toISOString()).toBe("2024-02-01T00:00:00.000Z");
    expect(monthEnd("2024-02").toISOString()).toBe("2024-02-29T23:59:59.999Z");
    expect(monthEnd("2024-12").toISOString()).toBe("2024-12-31T23:59:59.999Z");
    expect(daysInMonth("2023-02")).toBe(28);
    expect(daysInMonth("2024-04")).toBe(30);
  });
  it("counts spans inclusively and lists keys", () => {
    expect(monthSpan("2024-11", "2025-02")).toBe(4);
    expect(monthSpan("2025-02", "2025-02")).toBe(1);
    expect(monthKeysBetween("2024-11", "2025-02")).toEqual(["2024-11", "2024-12", "2025-01", "2025-02"]);
    expect(monthKeysBetween("2025-03", "2025-01")).toEqual([]);
  });
  it("blocks the next-month button past the current month", () => {
    const now = new Date("2025-06-15T12:00:00Z");
    expect(canGoToNextMonth("2025-05", now)).toBe(true);
    expect(canGoToNextMonth("2025-06", now)).toBe(false);
  });
  it.each([
    [{ month_year: "2025-02", check_date: "2025-03-01T00:00:00Z" }, "2025-02"],
    [{ month_year: "bad", check_date: "2025-03-01T00:00:00Z" }, "2025-03"],
    [{ check_date: new Date("2024-12-31T10:00:00Z") }, "2024-12"],
    [{ check_date: "not a date" }, null],
    [{ month_year: null, check_date: null }, null],
    [{}, null],
  ])("monthKeyOfEntry(%j) = %s", (entry, expected) => {
    expect(monthKeyOfEntry(entry)).toBe(expected);
  });
});

describe("zonedParts reads the wall clock Intl reads (the offset kept per hour)", () => {
  // Whole-hour, half-hour and 45-minute offsets, half-hour daylight saving (Lord Howe),
  // Casablanca's Ramadan changes, Samoa's skipped day (2011-12-30), southern summers.
  const zones = [
    "America/New_York",
    "Europe/Berlin",
    "Australia/Lord_Howe",
    "Asia/Kathmandu",
    "Pacific/Chatham",
    "America/St_Johns",
    "Africa/Casablanca",
    "Pacific/Apia",
    "America/Sao_Paulo",
    "Asia/Tehran",
    "Australia/Adelaide",
    "Europe/Dublin",
  ];
  const formatters = new Map<string, Intl.DateTimeFormat>();
  const intl = (date: Date, timeZone: string) => {
    let f = formatters.get(timeZone);
    if (!f) {
      f = new Intl.DateTimeFormat("en-US", {
        timeZone,
        hourCycle: "h23",
        year: "numeric",
        month: "numeric",
        day: "numeric",
        hour: "numeric",
        minute: "numeric",
        second: "numeric",
      });
      formatters.set(timeZone, f);
    }
    const out: Record<string, number> = {};
    for (const p of f.formatToParts(date)) if (p.type !== "literal") out[p.type] = Number(p.value);
    return out;
  };

  it("at random instants from 1900 to 2100", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 0, 1) }),
        fc.constantFrom(...zones),
        (ms, zone) => {
          expect(zonedParts(new Date(ms), zone)).toEqual(intl(new Date(ms), zone));
        },
      ),
      { numRuns: 500 },
    );
  });

  it("every 17 minutes around transitions of this century", () => {
    for (const zone of zones) {
      for (const year of [2000, 2011, 2024]) {
        // Walk the year by days; where the offset changes, check each minute of that day.
        let before = zoneOffsetMinutes(new Date(Date.UTC(year, 0, 1)), zone);
        for (let day = 1; day <= 366; day++) {
          const start = Date.UTC(year, 0, day);
          const after = zoneOffsetMinutes(new Date(start + 86_400_000), zone);
          if (after !== before) {
            for (let m = -1440; m <= 2 * 1440; m += 17) {
              const at = new Date(start + m * 60_000 + 59_000);
              expect(zonedParts(at, zone)).toEqual(intl(at, zone));
            }
          }
          before = after;
        }
      }
    }
  }, 60_000);
});
