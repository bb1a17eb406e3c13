import { createRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../ui/PlaceholderPage";
import { appLayoutRoute } from "./_app";

/** Inventory item detail (spec 02 §2); query month=YYYY-MM and edit=1 are accepted. */
export const inventoryItemRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/inventory/item/$id",
  component: function InventoryItemScreen() {
    return <PlaceholderPage title="Inventory Item" />;
  },
});
