import { createRoute } from "@tanstack/react-router";
import { lazyScreen } from "../lib/lazyScreen";
import { paramScreen } from "../lib/paramScreen";
import { appLayoutRoute } from "./_app";

const AssetTypeDetailPage = lazyScreen(
  () => import("../features/asset-types/AssetTypeDetailPage"),
  "AssetTypeDetailPage",
);

/** Asset type detail (spec 02 §2). */
export const assetTypeDetailRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/asset-types/$id",
  component: paramScreen(AssetTypeDetailPage, "id"),
});
