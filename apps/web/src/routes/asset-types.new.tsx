import { createRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../ui/PlaceholderPage";
import { appLayoutRoute } from "./_app";

/** New Asset Type (spec 02 §2). */
export const assetTypeNewRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/asset-types/new",
  component: function AssetTypeNewScreen() {
    return <PlaceholderPage title="New Asset Type" />;
  },
});
