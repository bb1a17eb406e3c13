import {
  type AssetListInput,
  type AssetsSearch,
  assetsSearch,
  DEFAULT_ASSET_PAGE_SIZE,
  isEntityId,
  type KnownTotal,
} from "@stockroom/core";
import { parseSearch } from "../../lib/search";
import type { TrpcUtils } from "../../trpc";

/** The list's order when the URL names none. */
export const DEFAULT_ASSET_SORT = { column: "name", direction: "asc" } as const;

/** The type filter the URL names, if it is an id at all (a stale or mistyped link lists every type). */
export function assetTypeFilter(search: AssetsSearch): string | null {
  return search.assetType && isEntityId(search.assetType) ? search.assetType : null;
}

/** The list's filter and sort: what its total depends on (not the page or its size). */
export function assetsListFilter(search: AssetsSearch): Omit<AssetListInput, "page" | "pageSize" | "knownTotal"> {
  return {
    search: search.search ?? "",
    status: search.status ?? "all",
    assetTypeId: assetTypeFilter(search),
    archived: search.archived === true,
    sort: search.sort ?? DEFAULT_ASSET_SORT.column,
    direction: search.dir ?? DEFAULT_ASSET_SORT.direction,
  };
}

/**
 * The list procedure's input for what the URL says, with the total the screen already has
 * for the same filter (lib/listPage.ts), if any.
 */
export function assetsListInput(search: AssetsSearch, knownTotal?: KnownTotal): AssetListInput {
  return {
    ...assetsListFilter(search),
    page: search.page ?? 1,
    pageSize: search.size ?? DEFAULT_ASSET_PAGE_SIZE,
    knownTotal,
  };
}

/**
 * When the page being opened is /assets, asks for its first page of rows and its type
 * options at once (main.tsx calls this beside the session check, so all three ride in one
 * batched request): the rows no longer wait for the chunks, the session and the route
 * before they are even asked for. The input comes from the URL exactly as the route reads
 * it (core's `assetsSearch`), so the screen finds the answer under the same key. A refusal
 * (signed out, no organization) is dropped from the cache: the screen decides what to show.
 */
export function prefetchAssetsList(location: { pathname: string; search: string }, utils: TrpcUtils): void {
  if (location.pathname.replace(/\/+$/, "") !== "/assets") return;
  const input = assetsListInput(assetsSearch(parseSearch(location.search)));
  utils.assets.list.fetch(input).catch(() => utils.assets.list.reset(input));
  utils.assetTypes.options.fetch().catch(() => utils.assetTypes.options.reset());
}
