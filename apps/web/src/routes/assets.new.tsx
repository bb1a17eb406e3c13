import { createRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../ui/PlaceholderPage";
import { appLayoutRoute } from "./_app";

/** Create an asset (spec 02 §2). */
export const assetNewRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/assets/new",
  component: function NewAssetScreen() {
    return <PlaceholderPage title="New Asset" />;
  },
});
