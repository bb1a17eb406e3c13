import { createRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../ui/PlaceholderPage";
import { appLayoutRoute } from "./_app";

/** Assets list (spec 02 §2). */
export const assetsRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/assets",
  component: function AssetsScreen() {
    return <PlaceholderPage title="Assets" />;
  },
});
