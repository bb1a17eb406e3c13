import { createRoute } from "@tanstack/react-router";
import { lazyScreen } from "../lib/lazyScreen";
import { paramScreen } from "../lib/paramScreen";
import { appLayoutRoute } from "./_app";

// The screen of /assets/$assetId/inventory/create (its file says how the three URLs differ).
const CreateInventoryPage = lazyScreen(
  () => import("../features/inventory/CreateInventoryPage"),
  "CreateInventoryPage",
);

/** Add inventory for an asset: an existing item opens; a new one leads back to /assets/{id}. */
export const inventoryAddForAssetRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/inventory/add-for-asset/$assetId",
  component: paramScreen(CreateInventoryPage, "assetId", { mode: "add-for-asset" }),
});
