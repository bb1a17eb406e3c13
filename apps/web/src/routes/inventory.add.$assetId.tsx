import { createRoute } from "@tanstack/react-router";
import { lazyScreen, withPreload } from "../lib/lazyScreen";
import { appLayoutRoute } from "./_app";

const CreateInventoryPage = lazyScreen(
  () => import("../features/inventory/CreateInventoryPage"),
  "CreateInventoryPage",
);

/** Add inventory for an asset (spec 02 §2): an existing item opens; a new one leads to /inventory/item/{newId}. */
export const inventoryAddForAssetIdRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/inventory/add/$assetId",
  component: withPreload(function Screen() {
    const { assetId } = inventoryAddForAssetIdRoute.useParams();
    return <CreateInventoryPage key={assetId} assetId={assetId} mode="add" />;
  }, CreateInventoryPage),
});
