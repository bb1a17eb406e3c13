import { createRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../ui/PlaceholderPage";
import { appLayoutRoute } from "./_app";

/** Inventory history of an asset (spec 02 §2). */
export const assetInventoryHistoryRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/assets/$assetId/inventory/history",
  component: function InventoryHistoryScreen() {
    return <PlaceholderPage title="Inventory History" />;
  },
});
