import { createRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../ui/PlaceholderPage";
import { appLayoutRoute } from "./_app";

/** Inventory (spec 02 §2); query assetId and assetType are accepted. */
export const inventoryRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/inventory",
  component: function InventoryScreen() {
    return <PlaceholderPage title="Inventory" />;
  },
});
