import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { appLayoutRoute } from "./_app";

/** Dashboard (spec 01 §2). */
export const dashboardRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/",
  component: lazyRouteComponent(() => import("../features/dashboard/DashboardPage"), "DashboardPage"),
});
