import { daysUntilEmpty, REORDER_LEAD_DAYS, type UsageForecast } from "../anomalies/usageForecast";
import { STOCK_THRESHOLDS } from "./stockLevel";

/**
 * Issue 25 "Low stock": an item's reorder point is core's usage forecast (spec 02 §9: "Reorder
 * point = 14 days of usage rounded up"), unless an admin fixed a minimum for the item, which
 * then wins. Null when neither is known (fewer than 3 usable events and no minimum).
 */
export type ReorderPointSource = "minimum" | "forecast";

export interface ReorderPoint {
  reorderPoint: number | null;
  source: ReorderPointSource | null;
}

export function reorderPointOf(input: {
  minimum: number | null | undefined;
  forecast: Pick<UsageForecast, "reorderPoint"> | null;
}): ReorderPoint {
  if (input.minimum !== null && input.minimum !== undefined) return { reorderPoint: input.minimum, source: "minimum" };
  if (input.forecast) return { reorderPoint: input.forecast.reorderPoint, source: "forecast" };
  return { reorderPoint: null, source: null };
}

/** Spec 02 §9: "reorder recommended when stock is at or below it". */
export function atOrBelowReorderPoint(quantity: number, reorderPoint: number | null): boolean {
  return reorderPoint !== null && quantity <= reorderPoint;
}

/**
 * The levels an item can cross, worst first: 'Out of Stock' at 0, 'Low Stock' at 10 or less
 * (spec 02 §9 "Stock thresholds"), and at or below its reorder point.
 */
export const STOCK_ALERT_LEVELS = ["out", "low", "reorder"] as const;
export type StockAlertLevel = (typeof STOCK_ALERT_LEVELS)[number];
export const STOCK_ALERT_LEVEL_LABELS: Readonly<Record<StockAlertLevel, string>> = {
  out: "Out of Stock",
  low: "Low Stock",
  reorder: "At or below the reorder point",
};

export function isStockAlertLevel(value: unknown): value is StockAlertLevel {
  return typeof value === "string" && (STOCK_ALERT_LEVELS as readonly string[]).includes(value);
}

/** The levels a quantity is at or below, worst first. */
export function stockAlertLevels(quantity: number, reorderPoint: number | null): StockAlertLevel[] {
  return STOCK_ALERT_LEVELS.filter((level) =>
    level === "out"
      ? quantity <= STOCK_THRESHOLDS.out
      : level === "low"
        ? quantity <= STOCK_THRESHOLDS.low
        : atOrBelowReorderPoint(quantity, reorderPoint),
  );
}

export interface StockAlertCrossing {
  /** The item's alert state to keep: the levels it is at or below now. */
  levels: StockAlertLevel[];
  /** Levels reached now that were not already notified (worst first); empty: nothing to send. */
  crossed: StockAlertLevel[];
  /** The worst crossed level, which the notification names; null when none was crossed. */
  level: StockAlertLevel | null;
}

/**
 * Issue 25: "A level crossing notifies once; no repeat until the item has been above the level
 * again." `notified` is the state kept for the item (the levels it was at or below when last
 * checked, each already notified). A level still in it stays quiet; a level the item rose above
 * leaves the state, so falling to it again notifies again. Several levels reached by one move
 * (60 → 0) are one crossing naming the worst.
 */
export function stockAlertCrossing(
  notified: readonly string[],
  quantity: number,
  reorderPoint: number | null,
): StockAlertCrossing {
  const levels = stockAlertLevels(quantity, reorderPoint);
  const crossed = levels.filter((level) => !notified.includes(level));
  return { levels, crossed, level: crossed[0] ?? null };
}

/** Whether a kept state differs from the new one (order-insensitive), so the row needs a write. */
export function sameAlertLevels(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((level) => b.includes(level));
}

/**
 * The suggested order quantity on the reorder list: enough to bring the stock up to the
 * reorder point plus one more lead time (14 days) of usage, the usual order-up-to level:
 * order-up-to = reorder point + ceil(14 × daily usage). Without a known usage (a fixed
 * minimum on an item with no forecast, or no usage) the cover is the reorder point itself,
 * so an item at 0 with a minimum of 20 suggests 40. Never negative; whole units.
 */
export function suggestedOrderQuantity(input: {
  quantity: number;
  reorderPoint: number;
  dailyUsage: number | null;
}): number {
  const { quantity, reorderPoint, dailyUsage } = input;
  const cover = dailyUsage !== null && dailyUsage > 0 ? Math.ceil(REORDER_LEAD_DAYS * dailyUsage) : reorderPoint;
  return Math.max(0, Math.ceil(reorderPoint + cover - quantity));
}

/** The reorder list screen's address (the low-stock notification links here). */
export const REORDER_LIST_PATH = "/inventory/reorder";

/** What the reorder list keeps on an item: its quantity, the admin's minimum, the stored forecast. */
export interface ReorderFacts {
  quantity: number;
  reorderMinimum: number | null;
  /** The forecast's reorder point as of the item's last stock event (null: too few events). */
  forecastReorderPoint: number | null;
  dailyUsage: number | null;
}

export interface ReorderLine {
  reorderPoint: number | null;
  reorderPointSource: ReorderPointSource | null;
  dailyUsage: number | null;
  daysUntilEmpty: number | null;
  suggestedOrderQuantity: number;
  /** At or below the reorder point: the item belongs on the reorder list. */
  reorderRecommended: boolean;
}

/** One line of the reorder list (and its CSV) from the item's facts. */
export function reorderLine(facts: ReorderFacts): ReorderLine {
  const { reorderPoint, source } = reorderPointOf({
    minimum: facts.reorderMinimum,
    forecast: facts.forecastReorderPoint === null ? null : { reorderPoint: facts.forecastReorderPoint },
  });
  return {
    reorderPoint,
    reorderPointSource: source,
    dailyUsage: facts.dailyUsage,
    daysUntilEmpty: daysUntilEmpty(facts.quantity, facts.dailyUsage),
    suggestedOrderQuantity:
      reorderPoint === null
        ? 0
        : suggestedOrderQuantity({ quantity: facts.quantity, reorderPoint, dailyUsage: facts.dailyUsage }),
    reorderRecommended: atOrBelowReorderPoint(facts.quantity, reorderPoint),
  };
}
