import { createRoute } from "@tanstack/react-router";
import { lazyScreen, withPreload } from "../lib/lazyScreen";
import { appLayoutRoute } from "./_app";

const EditInventoryItemPage = lazyScreen(
  () => import("../features/inventory/EditInventoryItemPage"),
  "EditInventoryItemPage",
);

/** Edit inventory item (spec 02 §2). */
export const inventoryEditRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/inventory/edit/$id",
  component: withPreload(function Screen() {
    const { id } = inventoryEditRoute.useParams();
    return <EditInventoryItemPage key={id} id={id} />;
  }, EditInventoryItemPage),
});
