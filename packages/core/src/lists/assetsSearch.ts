import { ASSET_PAGE_SIZES, ASSET_SORTS, ASSET_STATUS_FILTERS } from "../constants/assets";
import {
  directionParam,
  enumParam,
  flagParam,
  idParam,
  listSearch,
  pageParam,
  pageSizeParam,
  textParam,
} from "./searchParams";

/** The status filter values a link may carry ('all' is the default and stays out of the URL). */
const STATUS_VALUES = ASSET_STATUS_FILTERS.filter((s) => s !== "all") as ["active", "maintenance", "retired"];

/**
 * /assets (spec 02 §2 'Asset Management'): search, status and type filters, the archived
 * switch, sort column and direction, page and page size. `?assetType={id}` is the link
 * other screens already use to open the list filtered by one type.
 */
export const assetsSearch = listSearch({
  search: textParam,
  status: enumParam(STATUS_VALUES),
  assetType: idParam,
  archived: flagParam,
  sort: enumParam(ASSET_SORTS),
  dir: directionParam,
  page: pageParam,
  size: pageSizeParam(ASSET_PAGE_SIZES),
});
export type AssetsSearch = ReturnType<typeof assetsSearch>;

/** The tabs of an asset's page (spec 02 §2); 'details' is the default and stays out of the URL. */
export const ASSET_DETAIL_TABS = ["details", "inventory", "qr-code", "forms", "history"] as const;
export type AssetDetailTab = (typeof ASSET_DETAIL_TABS)[number];

/** /assets/{id}?tab=…: reload and a shared link open the same tab. */
export const assetDetailSearch = listSearch({ tab: enumParam(["inventory", "qr-code", "forms", "history"]) });
export type AssetDetailSearch = ReturnType<typeof assetDetailSearch>;
