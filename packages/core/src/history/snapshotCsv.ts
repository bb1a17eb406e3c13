import { SNAPSHOT_EXPORT_COLUMNS } from "../reports/snapshotFilterBounds";
import { moneyAmountText } from "../text/formatMoney";

/** One monthly_inventory_snapshot row as the tab and the export read it. */
export interface SnapshotRow {
  monthYear: string;
  assetName: string;
  itemName: string | null;
  quantity: number;
  status: string;
  location: string | null;
  currentPrice: number | null;
  currency: string;
  /** YYYY-MM-DD */
  snapshotDate: string;
}

/** The table's Location cell: 'N/A' if empty. */
export function snapshotLocationDisplay(location: string | null | undefined): string {
  return location?.trim() ? location.trim() : "N/A";
}

const SNAPSHOT_STATUS_LABELS: Readonly<Record<string, string>> = {
  active: "Active",
  low_stock: "Low Stock",
  out_of_stock: "Out of Stock",
};

/** The table's Status cell: low_stock → "Low Stock"; other values read as words. */
export function snapshotStatusLabel(status: string): string {
  if (Object.hasOwn(SNAPSHOT_STATUS_LABELS, status)) return SNAPSHOT_STATUS_LABELS[status] as string;
  return status
    .split("_")
    .filter((w) => w !== "")
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");
}

/**
 * The export's table: the header row (Month, Asset Name, Quantity, Status, Location, Price,
 * Currency, Date) then one row per snapshot. Values stay raw (the CSV writer escapes them);
 * the date is the snapshot date as YYYY-MM-DD so spreadsheets read it as a date.
 */
export function snapshotCsvRows(rows: readonly SnapshotRow[]): (string | number)[][] {
  return [
    [...SNAPSHOT_EXPORT_COLUMNS],
    ...rows.map((r) => [
      r.monthYear,
      r.assetName,
      r.quantity,
      r.status,
      r.location ?? "",
      r.currentPrice === null ? "" : moneyAmountText(r.currentPrice, r.currency),
      r.currency,
      r.snapshotDate,
    ]),
  ];
}
