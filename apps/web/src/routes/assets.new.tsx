import { createRoute } from "@tanstack/react-router";
import { lazyScreen, withPreload } from "../lib/lazyScreen";
import { appLayoutRoute } from "./_app";

const AssetFormPage = lazyScreen(() => import("../features/assets/AssetFormPage"), "AssetFormPage");

/** Create an asset (spec 02 §2). */
export const assetNewRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/assets/new",
  component: withPreload(function NewAssetScreen() {
    return <AssetFormPage />;
  }, AssetFormPage),
});
