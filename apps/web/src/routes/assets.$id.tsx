import { createRoute } from "@tanstack/react-router";
import { lazyScreen } from "../lib/lazyScreen";
import { appLayoutRoute } from "./_app";

const AssetDetailPage = lazyScreen(() => import("../features/assets/AssetDetailPage"), "AssetDetailPage");

/** Asset detail (spec 02 §2). */
export const assetDetailRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/assets/$id",
  component: function AssetDetailsScreen() {
    const { id } = assetDetailRoute.useParams();
    return <AssetDetailPage key={id} id={id} />;
  },
});
