import { createRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../ui/PlaceholderPage";
import { appLayoutRoute } from "./_app";

/** Add inventory for an asset, returning to the asset (spec 02 §2). */
export const inventoryAddForAssetRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/inventory/add-for-asset/$assetId",
  component: function AddInventoryForAssetScreen() {
    return <PlaceholderPage title="Add Inventory for Asset" />;
  },
});
