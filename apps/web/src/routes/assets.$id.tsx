import { createRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../ui/PlaceholderPage";
import { appLayoutRoute } from "./_app";

/** Asset detail (spec 02 §2). */
export const assetDetailRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/assets/$id",
  component: function AssetDetailsScreen() {
    return <PlaceholderPage title="Asset Details" />;
  },
});
