import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { appLayoutRoute } from "./_app";

/** Profile Settings (spec 01 §2). */
export const profileRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/profile",
  component: lazyRouteComponent(() => import("../features/profile/ProfilePage"), "ProfilePage"),
});
