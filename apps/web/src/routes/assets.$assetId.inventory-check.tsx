import { createRoute } from "@tanstack/react-router";
import { lazyScreen } from "../lib/lazyScreen";
import { paramScreen } from "../lib/paramScreen";
import { appLayoutRoute } from "./_app";

const AssetInventoryCheckPage = lazyScreen(
  () => import("../features/inventory/AssetInventoryCheckPage"),
  "AssetInventoryCheckPage",
);

/** The spec's second URL of the inventory check (assets.$assetId.inventory.check.tsx), the same screen. */
export const assetInventoryCheckAltRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/assets/$assetId/inventory-check",
  component: paramScreen(AssetInventoryCheckPage, "assetId"),
});
