import { createRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../ui/PlaceholderPage";
import { appLayoutRoute } from "./_app";

/** Members of the organization (spec 01 §2). */
export const organizationMembersRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/organization/members",
  component: function OrganizationMembersScreen() {
    return <PlaceholderPage title="Organization Members" />;
  },
});
