import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./__root";

/** Public mobile diagnostics view (part of the admin app, a 375×667 popup); a chunk of its own. */
export const mobileDiagnosticsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/mobile-test/asset/$assetId",
  component: lazyRouteComponent(() => import("../features/mobile/MobileDiagnosticsPage"), "MobileDiagnosticsPage"),
});
