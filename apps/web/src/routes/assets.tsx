import { createRoute } from "@tanstack/react-router";
import { lazyScreen, withPreload } from "../lib/lazyScreen";
import { searchString } from "../lib/search";
import { appLayoutRoute } from "./_app";

const AssetsPage = lazyScreen(() => import("../features/assets/AssetsPage"), "AssetsPage");

/** Assets list (spec 02 §2); `?assetType={id}` preselects the type filter. */
export const assetsRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/assets",
  component: withPreload(function AssetsScreen() {
    const search = assetsRoute.useSearch() as Record<string, unknown>;
    const assetType = searchString(search.assetType);
    return <AssetsPage key={assetType ?? ""} initialAssetTypeId={assetType} />;
  }, AssetsPage),
});
