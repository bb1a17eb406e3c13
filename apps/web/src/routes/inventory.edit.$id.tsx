import { createRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../ui/PlaceholderPage";
import { appLayoutRoute } from "./_app";

/** Edit an inventory item (spec 02 §2). */
export const inventoryEditRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/inventory/edit/$id",
  component: function EditInventoryItemScreen() {
    return <PlaceholderPage title="Edit Inventory Item" />;
  },
});
