import { createRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../ui/PlaceholderPage";
import { appLayoutRoute } from "./_app";

/** Action chooser: intake or monthly count (spec 02 §2). */
export const inventoryActionRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/inventory/action/$assetId",
  component: function ChooseInventoryActionScreen() {
    return <PlaceholderPage title="Choose Inventory Action" />;
  },
});
