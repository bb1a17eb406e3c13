import { type AssetsSearch, assetsSearch } from "@stockroom/core";
import { createRoute } from "@tanstack/react-router";
import { lazyScreen, withPreload } from "../lib/lazyScreen";
import { useListState } from "../lib/listState";
import { appLayoutRoute } from "./_app";

const AssetsPage = lazyScreen(() => import("../features/assets/AssetsPage"), "AssetsPage");

/**
 * Assets list (spec 02 §2): search, status and type filters, the archived switch, sort and
 * page live in the URL; `?assetType={id}` preselects the type filter.
 */
export const assetsRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/assets",
  validateSearch: (search: Record<string, unknown>): AssetsSearch => assetsSearch(search),
  component: withPreload(function AssetsScreen() {
    const [search, setSearch] = useListState(assetsRoute);
    return <AssetsPage search={search} onSearchChange={setSearch} />;
  }, AssetsPage),
});
