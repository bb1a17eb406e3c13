import { createRoute } from "@tanstack/react-router";
import { lazyScreen } from "../lib/lazyScreen";
import { appLayoutRoute } from "./_app";

const AddInventoryPage = lazyScreen(() => import("../features/inventory/AddInventoryPage"), "AddInventoryPage");

/** Add inventory (spec 02 §2): scan a QR code or pick the asset by type. */
export const inventoryAddRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/inventory/add",
  component: function Screen() {
    return <AddInventoryPage />;
  },
});
