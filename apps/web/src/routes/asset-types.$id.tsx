import { createRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../ui/PlaceholderPage";
import { appLayoutRoute } from "./_app";

/** Asset Type (spec 02 §2). */
export const assetTypeDetailRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/asset-types/$id",
  component: function AssetTypeDetailScreen() {
    return <PlaceholderPage title="Asset Type" />;
  },
});
