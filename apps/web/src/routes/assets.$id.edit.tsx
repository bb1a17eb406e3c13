import { createRoute } from "@tanstack/react-router";
import { AssetFormPage } from "../features/assets/AssetFormPage";
import { appLayoutRoute } from "./_app";

/** Edit an asset (spec 02 §2). */
export const assetEditRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/assets/$id/edit",
  component: function EditAssetScreen() {
    const { id } = assetEditRoute.useParams();
    return <AssetFormPage key={id} assetId={id} />;
  },
});
