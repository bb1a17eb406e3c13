import { monthKeyOfEntry, previousMonthKey } from "../reports/monthKey";

export interface UsageHistoryEntry {
  quantity: number;
  month_year?: string | null;
  check_date?: string | Date | null;
  event_type?: string | null;
  is_deleted?: boolean | null;
}

export type UsageDirection = "used" | "added" | "unchanged" | "unknown";
export interface MonthlyUsage {
  /** Previous month's quantity minus this month's; null when either is unknown. */
  usage: number | null;
  direction: UsageDirection;
}

/** Spec 02 §2: "previous month's quantity minus this month's: positive means used, negative means added". */
export function monthlyUsage(previousMonthQuantity: number | null, thisMonthQuantity: number | null): MonthlyUsage {
  if (previousMonthQuantity === null || thisMonthQuantity === null) return { usage: null, direction: "unknown" };
  const usage = previousMonthQuantity - thisMonthQuantity;
  return { usage, direction: usage > 0 ? "used" : usage < 0 ? "added" : "unchanged" };
}

/** Spec 02 §2: "The timeline hides 'deleted' events". */
export function visibleHistory<T extends UsageHistoryEntry>(entries: readonly T[]): T[] {
  return entries.filter((e) => e.event_type !== "deleted" && e.is_deleted !== true);
}

function time(entry: UsageHistoryEntry): number {
  if (entry.check_date === null || entry.check_date === undefined) return 0;
  const t = new Date(entry.check_date).getTime();
  return Number.isNaN(t) ? 0 : t;
}

/** The latest visible entry whose month is before or equal to / strictly before `month`. */
function latestEntry(
  entries: readonly UsageHistoryEntry[],
  month: string,
  strictlyBefore: boolean,
): UsageHistoryEntry | null {
  let best: UsageHistoryEntry | null = null;
  let bestKey = "";
  for (const entry of visibleHistory(entries)) {
    const key = monthKeyOfEntry(entry);
    if (key === null || (strictlyBefore ? key >= month : key > month)) continue;
    if (best === null || key > bestKey || (key === bestKey && time(entry) > time(best))) {
      best = entry;
      bestKey = key;
    }
  }
  return best;
}

/** Spec 02 §4: "Starting inventory is the latest history before the current month." */
export function startingInventory(entries: readonly UsageHistoryEntry[], currentMonth: string): number | null {
  return latestEntry(entries, currentMonth, true)?.quantity ?? null;
}

/** The stock at the end of a month: the latest entry in or before it (null before any history). */
export function quantityAtMonthEnd(entries: readonly UsageHistoryEntry[], month: string): number | null {
  return latestEntry(entries, month, false)?.quantity ?? null;
}

export interface MonthUsageRow extends MonthlyUsage {
  month: string;
  /** Stock at the end of the month (carried forward from earlier months when none was recorded). */
  quantity: number | null;
  previousQuantity: number | null;
  /** Whether a history entry was recorded in this month. */
  recorded: boolean;
}

/** Spec 02 §2: "A usage summary shows the latest 6 months." */
export const USAGE_SUMMARY_MONTHS = 6;

/** The latest `months` months ending with `currentMonth`, newest first. */
export function usageSummary(
  entries: readonly UsageHistoryEntry[],
  currentMonth: string,
  months: number = USAGE_SUMMARY_MONTHS,
): MonthUsageRow[] {
  const recordedMonths = new Set(visibleHistory(entries).map((e) => monthKeyOfEntry(e)));
  const rows: MonthUsageRow[] = [];
  let month = currentMonth;
  for (let i = 0; i < months; i++) {
    const quantity = quantityAtMonthEnd(entries, month);
    const previousQuantity = quantityAtMonthEnd(entries, previousMonthKey(month));
    rows.push({
      month,
      quantity,
      previousQuantity,
      recorded: recordedMonths.has(month),
      ...monthlyUsage(previousQuantity, quantity),
    });
    month = previousMonthKey(month);
  }
  return rows;
}
