import { createRoute } from "@tanstack/react-router";
import { lazyScreen, withPreload } from "../lib/lazyScreen";
import { appLayoutRoute } from "./_app";

const CreateInventoryPage = lazyScreen(
  () => import("../features/inventory/CreateInventoryPage"),
  "CreateInventoryPage",
);

/** Add inventory for an asset (spec 02 §2): an existing item opens; a new one leads back to /assets/{id}. */
export const inventoryAddForAssetRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/inventory/add-for-asset/$assetId",
  component: withPreload(function Screen() {
    const { assetId } = inventoryAddForAssetRoute.useParams();
    return <CreateInventoryPage key={assetId} assetId={assetId} mode="add-for-asset" />;
  }, CreateInventoryPage),
});
