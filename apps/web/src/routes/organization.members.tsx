import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { appLayoutRoute } from "./_app";

/** Members of the organization (spec 01 §2): read-only for non-admins. */
export const organizationMembersRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/organization/members",
  component: lazyRouteComponent(() => import("../features/organization/MembersPage"), "MembersPage"),
});
