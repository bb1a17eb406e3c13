import { createRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../ui/PlaceholderPage";
import { appLayoutRoute } from "./_app";

/** Edit Asset Type (spec 02 §2). */
export const assetTypeEditRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/asset-types/edit/$id",
  component: function AssetTypeEditScreen() {
    return <PlaceholderPage title="Edit Asset Type" />;
  },
});
