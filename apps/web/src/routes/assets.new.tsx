import { createRoute } from "@tanstack/react-router";
import { lazyScreen } from "../lib/lazyScreen";
import { appLayoutRoute } from "./_app";

const AssetFormPage = lazyScreen(() => import("../features/assets/AssetFormPage"), "AssetFormPage");

/** Create an asset (spec 02 §2). */
export const assetNewRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/assets/new",
  component: function NewAssetScreen() {
    return <AssetFormPage />;
  },
});
