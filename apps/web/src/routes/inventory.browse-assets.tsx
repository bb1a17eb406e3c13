import { createRoute } from "@tanstack/react-router";
import { lazyScreen, withPreload } from "../lib/lazyScreen";
import { appLayoutRoute } from "./_app";

const BrowseAssetTypesPage = lazyScreen(
  () => import("../features/inventory/BrowseAssetTypesPage"),
  "BrowseAssetTypesPage",
);

/** Browse asset types (inventory), spec 02 §2. */
export const inventoryBrowseAssetsRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/inventory/browse-assets",
  component: withPreload(function Screen() {
    return <BrowseAssetTypesPage />;
  }, BrowseAssetTypesPage),
});
