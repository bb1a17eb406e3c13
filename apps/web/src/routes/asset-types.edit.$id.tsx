import { createRoute } from "@tanstack/react-router";
import { AssetTypeEditPage } from "../features/asset-types/AssetTypeEditPage";
import { appLayoutRoute } from "./_app";

/** Edit an asset type (spec 02 §2). */
export const assetTypeEditRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/asset-types/edit/$id",
  component: function EditAssetTypeScreen() {
    const { id } = assetTypeEditRoute.useParams();
    return <AssetTypeEditPage key={id} id={id} />;
  },
});
