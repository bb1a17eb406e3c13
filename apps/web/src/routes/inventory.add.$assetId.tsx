import { createRoute } from "@tanstack/react-router";
import { lazyScreen } from "../lib/lazyScreen";
import { paramScreen } from "../lib/paramScreen";
import { appLayoutRoute } from "./_app";

// The screen of /assets/$assetId/inventory/create (its file says how the three URLs differ).
const CreateInventoryPage = lazyScreen(
  () => import("../features/inventory/CreateInventoryPage"),
  "CreateInventoryPage",
);

/** Add inventory for an asset: an existing item opens; a new one leads to /inventory/item/{newId}. */
export const inventoryAddForAssetIdRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/inventory/add/$assetId",
  component: paramScreen(CreateInventoryPage, "assetId", { mode: "add" }),
});
