import { DEFAULT_UNIT_LABEL } from "../constants/inventory";

/** Spec 02 §9: "out at 0, low at 10 or less, high at 50 or more". */
export const STOCK_THRESHOLDS = { out: 0, low: 10, high: 50 } as const;

export const STOCK_LEVELS = ["out", "low", "normal", "high"] as const;
export type StockLevel = (typeof STOCK_LEVELS)[number];
export const STOCK_LEVEL_LABELS: Readonly<Record<StockLevel, string>> = {
  out: "Out of Stock",
  low: "Low Stock",
  normal: "Normal",
  high: "High Stock",
};

/** Spec 02 §4: 0 out, 10 or less low, 50 or more high, otherwise normal. */
export function stockLevel(quantity: number): StockLevel {
  if (quantity <= STOCK_THRESHOLDS.out) return "out";
  if (quantity <= STOCK_THRESHOLDS.low) return "low";
  if (quantity >= STOCK_THRESHOLDS.high) return "high";
  return "normal";
}

export function stockLevelLabel(quantity: number): string {
  return STOCK_LEVEL_LABELS[stockLevel(quantity)];
}

/** A snapshot status for a quantity: out_of_stock at 0, low_stock at 10 or less, else active. */
export function snapshotStatusForQuantity(quantity: number): "out_of_stock" | "low_stock" | "active" {
  const level = stockLevel(quantity);
  return level === "out" ? "out_of_stock" : level === "low" ? "low_stock" : "active";
}

/** Spec 02 §2 history filters: "low under 100, medium 100 to under 1000, high 1000 or more". */
export const QUANTITY_BANDS = { mediumFrom: 100, highFrom: 1000 } as const;
export type QuantityBand = "low" | "medium" | "high";
export function quantityBand(quantity: number): QuantityBand {
  if (quantity >= QUANTITY_BANDS.highFrom) return "high";
  if (quantity >= QUANTITY_BANDS.mediumFrom) return "medium";
  return "low";
}

/** Spec 02 §9: "high-stock banner above 1000". */
export const HIGH_STOCK_BANNER_ABOVE = 1000;
export function showsHighStockBanner(quantity: number): boolean {
  return quantity > HIGH_STOCK_BANNER_ABOVE;
}

/** Spec 02 §2: "Paint, chemical or coating types show exact_quantity in gallons, else units." */
export const GALLON_ASSET_TYPE_NAMES = ["paint", "chemical", "coating"] as const;
export const GALLONS_LABEL = "gallons";

/** Case-insensitive exact match on the asset type name, as the anomaly thresholds use. */
export function isGallonAssetType(assetTypeName: string | null | undefined): boolean {
  return (GALLON_ASSET_TYPE_NAMES as readonly string[]).includes(assetTypeName?.trim().toLowerCase() ?? "");
}

/**
 * What a stock count reads after its number, for each of the asset form's unit types. 'each'
 * (the form's default: counted pieces) reads as the spec's default label, 'units', so the
 * same stock says "40 units" on the inventory card, the item page and the history screen.
 */
export const UNIT_TYPE_STOCK_LABELS: Readonly<Record<string, string>> = {
  each: DEFAULT_UNIT_LABEL,
  gallon: GALLONS_LABEL,
  bucket: "buckets",
  part: "parts",
  linear_foot: "linear feet",
  square_foot: "square feet",
  pound: "pounds",
  kilogram: "kilograms",
  box: "boxes",
  case: "cases",
  set: "sets",
};

/**
 * Spec 02: the quantity badge shows "the unit (default 'units')"; paint, chemical or coating
 * types count in gallons. So: 'gallons' for those types, else the asset's unit type as a stock
 * label ('each' → 'units', 'box' → 'boxes'), a unit the list does not know as stored, else 'units'.
 */
export function unitLabel(assetTypeName: string | null | undefined, unit?: string | null): string {
  if (isGallonAssetType(assetTypeName)) return GALLONS_LABEL;
  const stored = unit?.trim() ?? "";
  if (stored === "") return DEFAULT_UNIT_LABEL;
  const key = stored.toLowerCase();
  return Object.hasOwn(UNIT_TYPE_STOCK_LABELS, key) ? (UNIT_TYPE_STOCK_LABELS[key] as string) : stored;
}

/** The number a history card shows: exact_quantity for gallon types when recorded, else the quantity. */
export function historyQuantityDisplay(entry: {
  assetTypeName: string | null | undefined;
  quantity: number;
  exactQuantity?: number | null;
  unit?: string | null;
}): { value: number; unit: string } {
  const gallons = isGallonAssetType(entry.assetTypeName);
  const value = gallons && typeof entry.exactQuantity === "number" ? entry.exactQuantity : entry.quantity;
  return { value, unit: unitLabel(entry.assetTypeName, entry.unit) };
}
