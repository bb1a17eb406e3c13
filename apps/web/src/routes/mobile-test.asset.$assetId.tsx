import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./__root";

/** Public mobile diagnostics view; a separate chunk like the other phone screens. */
export const mobileDiagnosticsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/mobile-test/asset/$assetId",
  component: lazyRouteComponent(() => import("../features/mobile/phoneScreens"), "MobileDiagnosticsPage"),
});
