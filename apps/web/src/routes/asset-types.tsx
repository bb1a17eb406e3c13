import { type AssetTypesSearch, assetTypesSearch } from "@stockroom/core";
import { createRoute } from "@tanstack/react-router";
import { lazyScreen } from "../lib/lazyScreen";
import { appLayoutRoute } from "./_app";

const AssetTypesPage = lazyScreen(() => import("../features/asset-types/AssetTypesPage"), "AssetTypesPage");

/** Asset types list (spec 02 §2); tab, search, sort, 'has assets' and page are kept in the URL. */
export const assetTypesRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/asset-types",
  validateSearch: (search: Record<string, unknown>): AssetTypesSearch => assetTypesSearch(search),
  component: AssetTypesPage,
});
