import { createRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../ui/PlaceholderPage";
import { appLayoutRoute } from "./_app";

/** Browse asset types for inventory (spec 02 §2). */
export const inventoryBrowseAssetsRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/inventory/browse-assets",
  component: function BrowseAssetTypesScreen() {
    return <PlaceholderPage title="Browse Asset Types" />;
  },
});
