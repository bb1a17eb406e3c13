import { createRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../ui/PlaceholderPage";
import { appLayoutRoute } from "./_app";

/** Asset Types (spec 02 §2). */
export const assetTypesRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/asset-types",
  component: function AssetTypesScreen() {
    return <PlaceholderPage title="Asset Types" />;
  },
});
