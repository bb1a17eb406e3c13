import { createRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../ui/PlaceholderPage";
import { appLayoutRoute } from "./_app";

/** Add inventory (spec 02 §2); query assetId and formId are accepted. */
export const inventoryAddRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/inventory/add",
  component: function AddInventoryScreen() {
    return <PlaceholderPage title="Add Inventory" />;
  },
});
