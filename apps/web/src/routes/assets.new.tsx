import { createRoute } from "@tanstack/react-router";
import { AssetFormPage } from "../features/assets/AssetFormPage";
import { appLayoutRoute } from "./_app";

/** Create an asset (spec 02 §2). */
export const assetNewRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/assets/new",
  component: function NewAssetScreen() {
    return <AssetFormPage />;
  },
});
