import { createRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../ui/PlaceholderPage";
import { appLayoutRoute } from "./_app";

/** Record an inventory check for an asset (spec 02 §2). */
export const assetInventoryCheckRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/assets/$assetId/inventory/check",
  component: function InventoryCheckScreen() {
    return <PlaceholderPage title="Inventory Check" />;
  },
});
