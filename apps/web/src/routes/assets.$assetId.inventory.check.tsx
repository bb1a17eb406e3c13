import { createRoute } from "@tanstack/react-router";
import { lazyScreen } from "../lib/lazyScreen";
import { paramScreen } from "../lib/paramScreen";
import { appLayoutRoute } from "./_app";

const AssetInventoryCheckPage = lazyScreen(
  () => import("../features/inventory/AssetInventoryCheckPage"),
  "AssetInventoryCheckPage",
);
const component = paramScreen(AssetInventoryCheckPage, "assetId");

/** Inventory check of one asset (spec 02 §2): the type's inventory form or the fallback form. */
export const assetInventoryCheckRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/assets/$assetId/inventory/check",
  component,
});
