import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { appLayoutRoute } from "./_app";

/** Organization settings for admins (spec 01 §2); the route itself only needs a sign-in. */
export const organizationAdminRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/organization-admin",
  component: lazyRouteComponent(
    () => import("../features/organization/OrganizationSettingsPage"),
    "OrganizationSettingsPage",
  ),
});
