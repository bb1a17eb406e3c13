import { describe, expect, it } from "vitest";
import { INVENTORY_ALERT_HIGH_RATIO, INVENTORY_ALERT_LOW_RATIO, inventoryCountAlert } from "./inventoryCountAlert";
import { monthlyUsage, quantityAtMonthEnd, startingInventory, usageSummary, visibleHistory } from "./monthlyUsage";

describe("monthlyUsage (previous month's quantity minus this month's)", () => {
  it.each([
    [100, 60, 40, "used"],
    [60, 100, -40, "added"],
    [50, 50, 0, "unchanged"],
  ])("%d then %d → %d %s", (previous, current, usage, direction) => {
    expect(monthlyUsage(previous, current)).toEqual({ usage, direction });
  });
  it("is unknown without both months", () => {
    expect(monthlyUsage(null, 5)).toEqual({ usage: null, direction: "unknown" });
    expect(monthlyUsage(5, null)).toEqual({ usage: null, direction: "unknown" });
  });
});

const history = [
  { quantity: 100, month_year: "2025-01", check_date: "2025-01-05T10:00:00Z" },
  { quantity: 90, month_year: "2025-01", check_date: "2025-01-20T10:00:00Z" },
  { quantity: 70, month_year: "2025-03", check_date: "2025-03-03T10:00:00Z" },
  { quantity: 999, month_year: "2025-03", check_date: "2025-03-10T10:00:00Z", event_type: "deleted" },
  { quantity: 998, month_year: "2025-03", check_date: "2025-03-11T10:00:00Z", is_deleted: true },
  { quantity: 80, month_year: "2025-04", check_date: "2025-04-02T10:00:00Z" },
  { quantity: 5, month_year: "2025-04", check_date: null },
];

describe("starting inventory (latest history before the current month)", () => {
  it("takes the latest visible entry of an earlier month", () => {
    expect(startingInventory(history, "2025-04")).toBe(70);
    expect(startingInventory(history, "2025-03")).toBe(90);
    expect(startingInventory(history, "2025-02")).toBe(90);
    expect(startingInventory(history, "2025-01")).toBeNull();
  });
  it("uses the check date when month_year is missing", () => {
    expect(startingInventory([{ quantity: 3, check_date: "2024-12-31T00:00:00Z" }, { quantity: 4 }], "2025-01")).toBe(
      3,
    );
  });
  it("breaks ties within a month by check date, undated first", () => {
    expect(quantityAtMonthEnd(history, "2025-04")).toBe(80);
    expect(quantityAtMonthEnd([{ quantity: 1, month_year: "2025-01", check_date: "garbage" }], "2025-01")).toBe(1);
    expect(
      quantityAtMonthEnd(
        [
          { quantity: 2, month_year: "2025-01", check_date: "2025-01-02T00:00:00Z" },
          { quantity: 1, month_year: "2025-01", check_date: "garbage" },
        ],
        "2025-01",
      ),
    ).toBe(2);
  });
  it("hides deleted events", () => {
    expect(visibleHistory(history)).toHaveLength(5);
  });
});

describe("usage summary (latest 6 months)", () => {
  it("lists 6 months newest first with carried-forward quantities", () => {
    const rows = usageSummary(history, "2025-05");
    expect(rows.map((r) => r.month)).toEqual(["2025-05", "2025-04", "2025-03", "2025-02", "2025-01", "2024-12"]);
    expect(rows.map((r) => [r.quantity, r.usage, r.direction, r.recorded])).toEqual([
      [80, 0, "unchanged", false],
      [80, -10, "added", true],
      [70, 20, "used", true],
      [90, 0, "unchanged", false],
      [90, null, "unknown", true],
      [null, null, "unknown", false],
    ]);
  });
  it("takes another month count", () => {
    expect(usageSummary([], "2025-05", 2)).toHaveLength(2);
  });
});

describe("inventory count alert (above 120% of start plus added, below 10% of start)", () => {
  it("has the spec's ratios", () => {
    expect([INVENTORY_ALERT_HIGH_RATIO, INVENTORY_ALERT_LOW_RATIO]).toEqual([1.2, 0.1]);
  });
  it.each([
    [120, 100, 0, null],
    [121, 100, 0, "above_expected"],
    [144, 100, 20, null],
    [145, 100, 20, "above_expected"],
    [10, 100, 0, null],
    [9, 100, 0, "below_expected"],
    [0, 0, 0, null],
    [1, 0, 0, "above_expected"],
  ])("counted %d, start %d, added %d → %s", (counted, starting, added, alert) => {
    expect(inventoryCountAlert({ counted, starting, added })).toBe(alert);
  });
  it("added defaults to 0", () => {
    expect(inventoryCountAlert({ counted: 121, starting: 100 })).toBe("above_expected");
  });
});
