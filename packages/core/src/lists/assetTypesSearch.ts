import { ASSET_TYPE_SORTS } from "../constants/assets";
import { directionParam, enumParam, flagParam, listSearch, pageParam, textParam } from "./searchParams";

/**
 * /asset-types (spec 02 "Asset types"): the Archived tab (`?tab=archived`, Active is the
 * default), the search box, the sort column and direction, the 'has assets' filter and the
 * page. Defaults stay out of the URL; anything unexpected falls back to them.
 */
export const assetTypesSearch = listSearch({
  tab: enumParam(["archived"]),
  search: textParam,
  sort: enumParam(ASSET_TYPE_SORTS),
  dir: directionParam,
  hasAssets: flagParam,
  page: pageParam,
});
export type AssetTypesSearch = ReturnType<typeof assetTypesSearch>;

/** The list's order when the URL names none: newest first. */
export const ASSET_TYPES_DEFAULT_SORT = { column: "created_at", direction: "desc" } as const;
