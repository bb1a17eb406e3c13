import { createRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../ui/PlaceholderPage";
import { appLayoutRoute } from "./_app";

/** Organization settings for admins (spec 01 §2); the route itself only needs a sign-in. */
export const organizationAdminRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/organization-admin",
  component: function OrganizationSettingsScreen() {
    return <PlaceholderPage title="Organization Settings" />;
  },
});
