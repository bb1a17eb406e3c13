import { createRoute } from "@tanstack/react-router";
import { lazyScreen } from "../lib/lazyScreen";
import { paramScreen } from "../lib/paramScreen";
import { appLayoutRoute } from "./_app";

const EditInventoryItemPage = lazyScreen(
  () => import("../features/inventory/EditInventoryItemPage"),
  "EditInventoryItemPage",
);

/** Edit inventory item (spec 02 §2). */
export const inventoryEditRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/inventory/edit/$id",
  component: paramScreen(EditInventoryItemPage, "id"),
});
