import { describe, expect, it } from "vitest";
import type { InventoryEvent } from "../anomalies/inventoryEvent";
import { usageForecast } from "../anomalies/usageForecast";
import { setReorderMinimumInput } from "../validators/reorderRequests";
import {
  reorderLine,
  reorderPointOf,
  sameAlertLevels,
  stockAlertCrossing,
  stockAlertLevels,
  suggestedOrderQuantity,
} from "./reorder";

const now = new Date("2025-06-30T12:00:00Z");
const ev = (daysAgo: number, quantity: number): InventoryEvent => ({
  id: `${daysAgo}`,
  quantity,
  event_type: "audit",
  check_date: new Date(now.getTime() - daysAgo * 86_400_000).toISOString(),
});

describe("reorder point (issue 25; spec 02 §9 '14 days of usage rounded up')", () => {
  it("is the forecast's unless an admin fixed a minimum", () => {
    // 100 → 90 → 79 over 10 days: 21 used / 10 days = 2.1/day; 14 × 2.1 = 29.4 → 30
    const forecast = usageForecast([ev(10, 100), ev(5, 90), ev(0, 79)], 79, now);
    expect(forecast?.reorderPoint).toBe(30);
    expect(reorderPointOf({ minimum: null, forecast })).toEqual({ reorderPoint: 30, source: "forecast" });
    expect(reorderPointOf({ minimum: 12, forecast })).toEqual({ reorderPoint: 12, source: "minimum" });
    // A minimum of 0 is a minimum (the admin turned the reorder alert down to "out only").
    expect(reorderPointOf({ minimum: 0, forecast })).toEqual({ reorderPoint: 0, source: "minimum" });
    expect(reorderPointOf({ minimum: null, forecast: null })).toEqual({ reorderPoint: null, source: null });
  });
});

describe("stock alert levels: 'Out of Stock' at 0, 'Low Stock' at 10 or less, the reorder point", () => {
  it.each([
    [0, null, ["out", "low"]],
    [0, 5, ["out", "low", "reorder"]],
    [10, null, ["low"]],
    [11, null, []],
    [11, 11, ["reorder"]],
    [12, 11, []],
    [30, 30, ["reorder"]],
    [8, 5, ["low"]],
  ] as const)("%s units with reorder point %s → %j", (quantity, point, levels) => {
    expect(stockAlertLevels(quantity, point)).toEqual(levels);
  });
});

describe("a level crossing notifies once, and again only after the item was above it", () => {
  it("walks 60 → 40 → 35 → 8 → 0 → 5 → 0 → 60 → 9 with a reorder point of 45", () => {
    let state: string[] = [];
    const sent: (string | null)[] = [];
    for (const quantity of [60, 40, 35, 8, 0, 5, 0, 60, 9]) {
      const c = stockAlertCrossing(state, quantity, 45);
      sent.push(c.level);
      state = c.levels;
    }
    // 40 crosses the reorder point; 35 is still below it; 8 is Low; 0 Out; 5 rose above Out
    // (still Low: quiet); 0 is Out again; 60 recovers everything; 9 is Low and reorder at once.
    expect(sent).toEqual([null, "reorder", null, "low", "out", null, "out", null, "low"]);
  });
  it("a fall through several levels is one crossing naming the worst", () => {
    expect(stockAlertCrossing([], 0, 45)).toEqual({
      levels: ["out", "low", "reorder"],
      crossed: ["out", "low", "reorder"],
      level: "out",
    });
  });
  it("a reorder point that rises above the stock is a crossing too", () => {
    expect(stockAlertCrossing([], 30, 25).level).toBeNull();
    expect(stockAlertCrossing([], 30, 35).level).toBe("reorder");
  });
  it("compares kept states in any order", () => {
    expect(sameAlertLevels(["low", "out"], ["out", "low"])).toBe(true);
    expect(sameAlertLevels(["low"], ["out", "low"])).toBe(false);
  });
});

describe("suggested order quantity: up to the reorder point plus 14 days of usage", () => {
  it.each([
    // 2.1/day, point 30, stock 20: 30 + ceil(29.4) - 20 = 40
    [{ quantity: 20, reorderPoint: 30, dailyUsage: 2.1 }, 40],
    // 2/day, point 28, stock 0: 28 + 28 = 56
    [{ quantity: 0, reorderPoint: 28, dailyUsage: 2 }, 56],
    // a fixed minimum and no usage known: twice the minimum less the stock
    [{ quantity: 5, reorderPoint: 20, dailyUsage: null }, 35],
    [{ quantity: 0, reorderPoint: 0, dailyUsage: 0 }, 0],
    // never negative
    [{ quantity: 100, reorderPoint: 10, dailyUsage: 0.5 }, 0],
  ])("%j → %s", (input, expected) => {
    expect(suggestedOrderQuantity(input)).toBe(expected);
  });
});

describe("setReorderMinimumInput", () => {
  const id = "7d1e2c1a-8a4b-4c1d-9e1f-2a3b4c5d6e7f";
  it("takes a whole number from 0, its typed text, or null to clear", () => {
    expect(setReorderMinimumInput.parse({ id, minimum: 12 })).toEqual({ id, minimum: 12 });
    expect(setReorderMinimumInput.parse({ id, minimum: "12" })).toEqual({ id, minimum: 12 });
    expect(setReorderMinimumInput.parse({ id, minimum: null })).toEqual({ id, minimum: null });
  });
  it.each([
    [-1, "Reorder minimum cannot be negative"],
    ["2.5", "Reorder minimum must be a whole number"],
    ["abc", undefined],
    [undefined, undefined],
  ])("refuses %j", (minimum, message) => {
    const r = setReorderMinimumInput.safeParse({ id, minimum });
    expect(r.success).toBe(false);
    if (message) expect(r.error?.issues.map((i) => i.message)).toContain(message);
  });
});

describe("reorderLine: one line of the reorder list", () => {
  it("agrees with the forecast it was stored from", () => {
    // 100 → 90 → 79 over 10 days: 2.1/day, point 30; at 20 units: floor(20 / 2.1) = 9 days
    const forecast = usageForecast([ev(10, 100), ev(5, 90), ev(0, 79)], 20, now);
    const line = reorderLine({
      quantity: 20,
      reorderMinimum: null,
      forecastReorderPoint: forecast?.reorderPoint ?? null,
      dailyUsage: forecast?.dailyUsage ?? null,
    });
    expect(line).toEqual({
      reorderPoint: 30,
      reorderPointSource: "forecast",
      dailyUsage: forecast?.dailyUsage,
      daysUntilEmpty: forecast?.daysUntilEmpty,
      suggestedOrderQuantity: 40,
      reorderRecommended: true,
    });
    expect(line.daysUntilEmpty).toBe(9);
  });
  it("a fixed minimum wins; no usage gives no empty date", () => {
    expect(reorderLine({ quantity: 5, reorderMinimum: 20, forecastReorderPoint: 3, dailyUsage: null })).toEqual({
      reorderPoint: 20,
      reorderPointSource: "minimum",
      dailyUsage: null,
      daysUntilEmpty: null,
      suggestedOrderQuantity: 35,
      reorderRecommended: true,
    });
    expect(
      reorderLine({ quantity: 5, reorderMinimum: null, forecastReorderPoint: null, dailyUsage: null }),
    ).toMatchObject({ reorderPoint: null, reorderRecommended: false, suggestedOrderQuantity: 0 });
  });
});
