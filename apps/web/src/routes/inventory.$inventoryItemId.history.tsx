import { createRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../ui/PlaceholderPage";
import { appLayoutRoute } from "./_app";

/** History of one inventory item (spec 02 §2). */
export const inventoryItemHistoryRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/inventory/$inventoryItemId/history",
  component: function InventoryHistoryScreen() {
    return <PlaceholderPage title="Inventory History" />;
  },
});
