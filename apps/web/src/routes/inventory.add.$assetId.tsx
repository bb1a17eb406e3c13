import { createRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../ui/PlaceholderPage";
import { appLayoutRoute } from "./_app";

/** Add inventory for an asset (spec 02 §2). */
export const inventoryAddForAssetIdRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/inventory/add/$assetId",
  component: function AddInventoryForAssetScreen() {
    return <PlaceholderPage title="Add Inventory for Asset" />;
  },
});
