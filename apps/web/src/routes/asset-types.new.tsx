import { createRoute } from "@tanstack/react-router";
import { lazyScreen } from "../lib/lazyScreen";
import { appLayoutRoute } from "./_app";

const AssetTypeNewPage = lazyScreen(() => import("../features/asset-types/AssetTypeNewPage"), "AssetTypeNewPage");

/** Create an asset type (spec 02 §2, target of a button). */
export const assetTypeNewRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/asset-types/new",
  component: AssetTypeNewPage,
});
