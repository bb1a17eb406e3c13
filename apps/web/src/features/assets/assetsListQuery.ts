import { type AssetListInput, type AssetsSearch, DEFAULT_ASSET_PAGE_SIZE, isEntityId } from "@stockroom/core";

/** The list's order when the URL names none. */
export const DEFAULT_ASSET_SORT = { column: "name", direction: "asc" } as const;

/** The type filter the URL names, if it is an id at all (a stale or mistyped link lists every type). */
export function assetTypeFilter(search: AssetsSearch): string | null {
  return search.assetType && isEntityId(search.assetType) ? search.assetType : null;
}

/** The list's filter and sort: what its total depends on (not the page or its size). */
export function assetsListFilter(search: AssetsSearch): Omit<AssetListInput, "page" | "pageSize"> {
  return {
    search: search.search ?? "",
    status: search.status ?? "all",
    assetTypeId: assetTypeFilter(search),
    archived: search.archived === true,
    sort: search.sort ?? DEFAULT_ASSET_SORT.column,
    direction: search.dir ?? DEFAULT_ASSET_SORT.direction,
  };
}

/** The list procedure's input for what the URL says (the server keeps the total of each filter). */
export function assetsListInput(search: AssetsSearch): AssetListInput {
  return {
    ...assetsListFilter(search),
    page: search.page ?? 1,
    pageSize: search.size ?? DEFAULT_ASSET_PAGE_SIZE,
  };
}
