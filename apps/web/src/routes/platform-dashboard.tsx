import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { appLayoutRoute } from "./_app";

/** Platform management for operators (spec 01 §2); the route itself only needs a sign-in. */
export const platformDashboardRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/platform-dashboard",
  component: lazyRouteComponent(() => import("../features/platform/PlatformDashboardPage"), "PlatformDashboardPage"),
});
