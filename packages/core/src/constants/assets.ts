// Spec 02 §3 (asset, asset_type), §4 (asset status), §5 (asset form), §9.

/** Asset status (form default active). */
export const ASSET_STATUSES = ["active", "inactive", "maintenance", "retired", "stored"] as const;
export type AssetStatus = (typeof ASSET_STATUSES)[number];
export const DEFAULT_ASSET_STATUS = "active" satisfies AssetStatus;
/** Status filter of the asset grid: All, Active, Maintenance, Retired. */
export const ASSET_STATUS_FILTERS = ["all", "active", "maintenance", "retired"] as const;
/** The asset grid's sort columns and page sizes (its URL and the list procedure share them). */
export const ASSET_SORTS = ["name", "status", "asset_type", "created_at", "updated_at"] as const;
export type AssetSort = (typeof ASSET_SORTS)[number];
export const ASSET_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_ASSET_PAGE_SIZE = 25;

/** "Badges: active default, maintenance secondary, retired destructive, other outline." */
export function assetStatusBadgeVariant(status: string): "default" | "secondary" | "destructive" | "outline" {
  if (status === "active") return "default";
  if (status === "maintenance") return "secondary";
  if (status === "retired") return "destructive";
  return "outline";
}

export const UNIT_TYPES = [
  "each",
  "gallon",
  "bucket",
  "part",
  "linear_foot",
  "square_foot",
  "pound",
  "kilogram",
  "box",
  "case",
  "set",
] as const;
export type UnitType = (typeof UNIT_TYPES)[number];

/** Barcode types of the asset type screens (one screen also reads 'qr' or 'barcode'); default qr. */
export const BARCODE_TYPES = ["qr", "code128", "code39"] as const;
export type BarcodeType = (typeof BARCODE_TYPES)[number];
export const DEFAULT_BARCODE_TYPE = "qr" satisfies BarcodeType;
export const BARCODE_PREFIX_MAX_LENGTH = 10;

export const DEFAULT_ASSET_TYPE_COLOR = "#6E56CF";
/** "Palette of 10". */
export const ASSET_TYPE_COLOR_PALETTE = [
  "#6E56CF",
  "#0EA5E9",
  "#10B981",
  "#EAB308",
  "#EF4444",
  "#F97316",
  "#8B5CF6",
  "#EC4899",
  "#06B6D4",
  "#14B8A6",
] as const;

/** Conversion field names starting with this default to 1. */
export const CONVERSION_FIELD_PREFIX = "convert_";

/** Sort options of the asset type list; archived types can also sort by deleted_at. */
export const ASSET_TYPE_SORTS = ["name", "asset_count", "created_at", "deleted_at"] as const;
export type AssetTypeSort = (typeof ASSET_TYPE_SORTS)[number];
