import { createRoute } from "@tanstack/react-router";
import { lazyScreen, withPreload } from "../lib/lazyScreen";
import { appLayoutRoute } from "./_app";

const AssetFormPage = lazyScreen(() => import("../features/assets/AssetFormPage"), "AssetFormPage");

/** Edit an asset (spec 02 §2). */
export const assetEditRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/assets/$id/edit",
  component: withPreload(function EditAssetScreen() {
    const { id } = assetEditRoute.useParams();
    return <AssetFormPage key={id} assetId={id} />;
  }, AssetFormPage),
});
