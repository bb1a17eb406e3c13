import { createRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../ui/PlaceholderPage";
import { appLayoutRoute } from "./_app";

/** Create the inventory item of an asset (spec 02 §2). */
export const assetInventoryCreateRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/assets/$assetId/inventory/create",
  component: function CreateInventoryScreen() {
    return <PlaceholderPage title="Create Inventory" />;
  },
});
