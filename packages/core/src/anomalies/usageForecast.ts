import { eventTime, type InventoryEvent } from "./inventoryEvent";

/** Spec 02 "Anomaly detection", usage forecast. */
export const FORECAST_MIN_EVENTS = 3;
export const FORECAST_MAX_EVENT_QUANTITY = 1000;
export const FORECAST_WINDOW_DAYS = 30;
export const FORECAST_MIN_WINDOW_EVENTS = 2;
export const REORDER_LEAD_DAYS = 14;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface UsageForecast {
  /** Units used per day over the window. */
  dailyUsage: number;
  /** floor(stock / daily usage); null when nothing is being used. */
  daysUntilEmpty: number | null;
  /** 14 days of usage, rounded up. */
  reorderPoint: number;
  /** Stock at or below the reorder point. */
  reorderRecommended: boolean;
  /** Events the forecast was computed from. */
  eventsUsed: number;
}

/** Spec 02: "Days until empty = floor of stock divided by daily usage"; null when nothing is used. */
export function daysUntilEmpty(stock: number, dailyUsage: number | null): number | null {
  return dailyUsage !== null && dailyUsage > 0 ? Math.floor(stock / dailyUsage) : null;
}

/**
 * Needs at least 3 events after leaving out intake and events over 1000 units; of those,
 * the last 30 days must hold at least 2. Daily usage = sum of decreases between
 * consecutive events divided by the days between the first and last of them (at least 1
 * day, so two counts on one day do not divide by zero). Null when there is not enough data.
 */
export function usageForecast(
  events: readonly InventoryEvent[],
  currentStock: number,
  now: Date,
): UsageForecast | null {
  const usable = events
    .filter((e) => e.event_type !== "intake" && e.event_type !== "deleted" && e.is_deleted !== true)
    .filter(
      (e): e is InventoryEvent & { quantity: number } =>
        e.quantity !== null && e.quantity <= FORECAST_MAX_EVENT_QUANTITY,
    )
    .filter((e) => !Number.isNaN(eventTime(e)));
  if (usable.length < FORECAST_MIN_EVENTS) return null;
  const since = now.getTime() - FORECAST_WINDOW_DAYS * DAY_MS;
  const window = usable
    .filter((e) => eventTime(e) >= since && eventTime(e) <= now.getTime())
    .sort((a, b) => eventTime(a) - eventTime(b));
  if (window.length < FORECAST_MIN_WINDOW_EVENTS) return null;
  let decreases = 0;
  let previous: number | null = null;
  for (const event of window) {
    if (previous !== null) decreases += Math.max(0, previous - event.quantity);
    previous = event.quantity;
  }
  const times = window.map(eventTime);
  const days = Math.max(1, (Math.max(...times) - Math.min(...times)) / DAY_MS);
  const dailyUsage = decreases / days;
  const reorderPoint = Math.ceil(REORDER_LEAD_DAYS * dailyUsage);
  return {
    dailyUsage,
    daysUntilEmpty: daysUntilEmpty(currentStock, dailyUsage),
    reorderPoint,
    reorderRecommended: currentStock <= reorderPoint,
    eventsUsed: window.length,
  };
}
