import { createRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../ui/PlaceholderPage";
import { appLayoutRoute } from "./_app";

/** Assets of one type, for inventory (spec 02 §2). */
export const inventoryAssetTypeRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/inventory/asset-type/$assetTypeId",
  component: function AssetsOfTypeScreen() {
    return <PlaceholderPage title="Assets of Type" />;
  },
});
