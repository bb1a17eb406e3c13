import { createRoute } from "@tanstack/react-router";
import { lazyScreen } from "../lib/lazyScreen";
import { paramScreen } from "../lib/paramScreen";
import { appLayoutRoute } from "./_app";

// One screen, three URLs of spec 02 §2; they differ only in where a new item leads.
const CreateInventoryPage = lazyScreen(
  () => import("../features/inventory/CreateInventoryPage"),
  "CreateInventoryPage",
);

/** Set up inventory for an asset; an existing item is offered instead; a new one leads to the overview. */
export const assetInventoryCreateRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/assets/$assetId/inventory/create",
  component: paramScreen(CreateInventoryPage, "assetId", { mode: "asset-create" }),
});

/** Add inventory for an asset: an existing item opens; a new one leads to /inventory/item/{newId}. */
export const inventoryAddForAssetIdRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/inventory/add/$assetId",
  component: paramScreen(CreateInventoryPage, "assetId", { mode: "add" }),
});

/** Add inventory for an asset: an existing item opens; a new one leads back to /assets/{id}. */
export const inventoryAddForAssetRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/inventory/add-for-asset/$assetId",
  component: paramScreen(CreateInventoryPage, "assetId", { mode: "add-for-asset" }),
});
