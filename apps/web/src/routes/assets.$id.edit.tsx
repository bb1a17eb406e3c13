import { createRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../ui/PlaceholderPage";
import { appLayoutRoute } from "./_app";

/** Edit an asset (spec 02 §2). */
export const assetEditRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/assets/$id/edit",
  component: function EditAssetScreen() {
    return <PlaceholderPage title="Edit Asset" />;
  },
});
