import { createRoute } from "@tanstack/react-router";
import { AssetTypeDetailPage } from "../features/asset-types/AssetTypeDetailPage";
import { appLayoutRoute } from "./_app";

/** Asset type detail (spec 02 §2). */
export const assetTypeDetailRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/asset-types/$id",
  component: function AssetTypeScreen() {
    const { id } = assetTypeDetailRoute.useParams();
    return <AssetTypeDetailPage key={id} id={id} />;
  },
});
