import { createRoute } from "@tanstack/react-router";
import { lazyScreen } from "../lib/lazyScreen";
import { paramScreen } from "../lib/paramScreen";
import { appLayoutRoute } from "./_app";

const AssetTypeEditPage = lazyScreen(() => import("../features/asset-types/AssetTypeEditPage"), "AssetTypeEditPage");

/** Edit an asset type (spec 02 §2). */
export const assetTypeEditRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/asset-types/edit/$id",
  component: paramScreen(AssetTypeEditPage, "id"),
});
