import { createRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../ui/PlaceholderPage";
import { appLayoutRoute } from "./_app";

/** Inventory check of an asset (spec 02 §2). */
export const assetInventoryCheckAltRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/assets/$assetId/inventory-check",
  component: function InventoryCheckScreen() {
    return <PlaceholderPage title="Inventory Check" />;
  },
});
