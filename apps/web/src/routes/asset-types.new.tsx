import { createRoute } from "@tanstack/react-router";
import { AssetTypeNewPage } from "../features/asset-types/AssetTypeNewPage";
import { appLayoutRoute } from "./_app";

/** Create an asset type (spec 02 §2, target of a button). */
export const assetTypeNewRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/asset-types/new",
  component: AssetTypeNewPage,
});
