import { createRoute } from "@tanstack/react-router";
import { lazyScreen } from "../lib/lazyScreen";
import { paramScreen } from "../lib/paramScreen";
import { appLayoutRoute } from "./_app";

const AssetInventoryOverviewPage = lazyScreen(
  () => import("../features/inventory/AssetInventoryOverviewPage"),
  "AssetInventoryOverviewPage",
);

/** Inventory of one asset (spec 02 §2): stock level and the latest 10 events. */
export const assetInventoryRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/assets/$assetId/inventory",
  component: paramScreen(AssetInventoryOverviewPage, "assetId"),
});
