import { createRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../ui/PlaceholderPage";
import { appLayoutRoute } from "./_app";

/** Inventory of one asset (spec 02 §2). */
export const assetInventoryRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/assets/$assetId/inventory",
  component: function AssetInventoryScreen() {
    return <PlaceholderPage title="Asset Inventory" />;
  },
});
