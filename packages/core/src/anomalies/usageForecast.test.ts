import { describe, expect, it } from "vitest";
import type { InventoryEvent } from "./inventoryEvent";
import { usageForecast } from "./usageForecast";

const now = new Date("2025-06-30T12:00:00Z");
const day = (d: number) => new Date(now.getTime() - d * 86_400_000).toISOString();
const ev = (daysAgo: number, quantity: number, event_type = "audit"): InventoryEvent => ({
  id: `${daysAgo}`,
  quantity,
  event_type,
  check_date: day(daysAgo),
});

describe("usage forecast (spec 02 Anomaly detection)", () => {
  it("daily usage = decreases / days; days until empty = floor; reorder point = ceil(14 days)", () => {
    // 100 → 80 → 90 (added, ignored) → 70 over 20 days: decreases 20 + 20 = 40 → 2/day
    const events = [ev(20, 100), ev(10, 80), ev(5, 90), ev(0, 70)];
    expect(usageForecast(events, 29, now)).toEqual({
      dailyUsage: 2,
      daysUntilEmpty: 14,
      reorderPoint: 28,
      reorderRecommended: false,
      eventsUsed: 4,
    });
    expect(usageForecast(events, 28, now)?.reorderRecommended).toBe(true);
    expect(usageForecast(events, 27, now)?.reorderRecommended).toBe(true);
  });
  it("rounds the reorder point up", () => {
    // 30 used over 20 days = 1.5/day → 21; 31 over 20 = 1.55 → 21.7 → 22
    expect(usageForecast([ev(35, 0), ev(20, 100), ev(0, 70)], 50, now)?.reorderPoint).toBe(21);
    expect(usageForecast([ev(35, 0), ev(20, 100), ev(0, 69)], 50, now)?.reorderPoint).toBe(22);
  });
  it("needs at least 3 events after excluding intake and events over 1000 units", () => {
    expect(usageForecast([ev(10, 100), ev(0, 80)], 80, now)).toBeNull();
    expect(usageForecast([ev(20, 100, "intake"), ev(10, 100), ev(0, 80)], 80, now)).toBeNull();
    expect(usageForecast([ev(20, 1001), ev(10, 100), ev(0, 80)], 80, now)).toBeNull();
    expect(usageForecast([ev(20, 1000), ev(10, 100), ev(0, 80)], 80, now)).not.toBeNull();
    expect(usageForecast([ev(20, 50, "deleted"), ev(10, 100), ev(0, 80)], 80, now)).toBeNull();
    expect(usageForecast([{ ...ev(20, 50), is_deleted: true }, ev(10, 100), ev(0, 80)], 80, now)).toBeNull();
    expect(
      usageForecast([{ id: "n", quantity: null, check_date: day(3) }, ev(10, 100), ev(0, 80)], 80, now),
    ).toBeNull();
    expect(usageForecast([{ id: "u", quantity: 4 }, ev(10, 100), ev(0, 80)], 80, now)).toBeNull();
  });
  it("needs at least 2 events in the last 30 days", () => {
    expect(usageForecast([ev(60, 100), ev(31, 90), ev(0, 80)], 80, now)).toBeNull();
    expect(usageForecast([ev(60, 100), ev(30, 90), ev(0, 80)], 80, now)?.eventsUsed).toBe(2);
    expect(usageForecast([ev(60, 100), ev(10, 90), ev(-1, 80)], 80, now)).toBeNull();
  });
  it("treats events on one day as one day apart", () => {
    expect(usageForecast([ev(40, 1), ev(0, 100), { ...ev(0, 90), id: "b" }], 90, now)?.dailyUsage).toBe(10);
  });
  it("with no usage there is no empty date", () => {
    expect(usageForecast([ev(20, 10), ev(10, 10), ev(0, 20)], 20, now)).toEqual({
      dailyUsage: 0,
      daysUntilEmpty: null,
      reorderPoint: 0,
      reorderRecommended: false,
      eventsUsed: 3,
    });
  });
});
