import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./__root";

/** Public: the phone page must not pull the signed-in app, so its screen is a separate chunk. */
export const mobileAssetRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/mobile/asset/$assetId",
  component: lazyRouteComponent(() => import("../features/mobile/phoneScreens"), "MobileAssetPage"),
});
