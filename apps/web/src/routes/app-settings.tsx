import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { appLayoutRoute } from "./_app";

/** App Settings (spec 01 §2). */
export const appSettingsRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/app-settings",
  component: lazyRouteComponent(() => import("../features/settings/AppSettingsPage"), "AppSettingsPage"),
});
