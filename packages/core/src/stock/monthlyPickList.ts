import { monthKeyOfEntry } from "../reports/monthKey";

export interface PickListHistoryEntry {
  check_type?: string | null;
  event_type?: string | null;
  month_year?: string | null;
  check_date?: string | Date | null;
  is_deleted?: boolean | null;
}

/**
 * Spec 02 "Action chooser": "An asset with a periodic history entry this month is excluded
 * from monthly pick lists." A deleted entry (or a 'deleted' event) does not count.
 */
export function hasPeriodicEntryInMonth(entries: readonly PickListHistoryEntry[], month: string): boolean {
  return entries.some(
    (e) =>
      e.check_type === "periodic" &&
      e.is_deleted !== true &&
      e.event_type !== "deleted" &&
      monthKeyOfEntry(e) === month,
  );
}

/** The assets a monthly pick list offers: those without a periodic entry in `month`. */
export function monthlyPickList<T extends { countedThisMonth: boolean }>(assets: readonly T[]): T[] {
  return assets.filter((a) => !a.countedThisMonth);
}
