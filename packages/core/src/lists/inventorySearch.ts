import { isMonthKey } from "../reports/monthKey";

// The URL state of the inventory screens (TanStack Router `validateSearch`). Plain parsers
// without zod: route files load with the web app's entry chunk, which the phone pages and
// /login share, so nothing here may pull a zod schema in.

export const INVENTORY_TABS = ["current", "monthly"] as const;
export type InventoryTab = (typeof INVENTORY_TABS)[number];

function optionalString(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}
function positivePage(value: unknown): number | undefined {
  const n = typeof value === "number" ? value : typeof value === "string" ? Number(value) : Number.NaN;
  return Number.isInteger(n) && n > 1 ? n : undefined;
}

export interface InventoryPageSearch {
  tab?: "monthly";
  search?: string;
  assetType?: string;
  assetId?: string;
  page?: number;
  /** The Monthly History tab's own filters, prefixed so they never mix with the grid's. */
  snapshotSearch?: string;
  snapshotType?: string;
  fromMonth?: string;
  toMonth?: string;
  snapshotPage?: number;
}

/** /inventory: ?tab=monthly, ?search=, ?assetType={id}, ?assetId={id}, ?page=; defaults are left out. */
export function inventoryPageSearch(search: Record<string, unknown>): InventoryPageSearch {
  const out: InventoryPageSearch = {};
  if (search.tab === "monthly") out.tab = "monthly";
  const text = optionalString(search.search);
  if (text) out.search = text;
  const assetType = optionalString(search.assetType);
  if (assetType) out.assetType = assetType;
  const assetId = optionalString(search.assetId);
  if (assetId) out.assetId = assetId;
  const page = positivePage(search.page);
  if (page) out.page = page;
  const snapshotSearch = optionalString(search.snapshotSearch);
  if (snapshotSearch) out.snapshotSearch = snapshotSearch;
  const snapshotType = optionalString(search.snapshotType);
  if (snapshotType) out.snapshotType = snapshotType;
  // A month range is kept only whole and well-formed; otherwise the tab's default applies.
  const fromMonth = optionalString(search.fromMonth);
  const toMonth = optionalString(search.toMonth);
  if (fromMonth && toMonth && isMonthKey(fromMonth) && isMonthKey(toMonth)) {
    out.fromMonth = fromMonth;
    out.toMonth = toMonth;
  }
  const snapshotPage = positivePage(search.snapshotPage);
  if (snapshotPage) out.snapshotPage = snapshotPage;
  return out;
}

export interface AssetPickerSearch {
  search?: string;
  page?: number;
  mode?: "monthly";
}
/** /inventory/asset-type/{id}: ?search=, ?page=, ?mode=monthly. */
export function assetPickerSearch(search: Record<string, unknown>): AssetPickerSearch {
  const out: AssetPickerSearch = {};
  const text = optionalString(search.search);
  if (text) out.search = text;
  const page = positivePage(search.page);
  if (page) out.page = page;
  if (search.mode === "monthly") out.mode = "monthly";
  return out;
}

export interface InventoryItemSearch {
  month?: string;
  edit?: 1;
  tab?: "history";
}
/** /inventory/item/{id}: ?month=YYYY-MM&edit=1 (and ?tab=history). */
export function inventoryItemSearch(search: Record<string, unknown>): InventoryItemSearch {
  const out: InventoryItemSearch = {};
  if (typeof search.month === "string" && /^\d{4}-(0[1-9]|1[0-2])$/.test(search.month)) out.month = search.month;
  if (search.edit === 1 || search.edit === "1" || search.edit === true) out.edit = 1;
  if (search.tab === "history") out.tab = "history";
  return out;
}
