import { createRoute } from "@tanstack/react-router";
import { AssetDetailPage } from "../features/assets/AssetDetailPage";
import { appLayoutRoute } from "./_app";

/** Asset detail (spec 02 §2). */
export const assetDetailRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/assets/$id",
  component: function AssetDetailsScreen() {
    const { id } = assetDetailRoute.useParams();
    return <AssetDetailPage key={id} id={id} />;
  },
});
