import { createRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../ui/PlaceholderPage";
import { appLayoutRoute } from "./_app";

/** Platform management for operators (spec 01 §2); the route itself only needs a sign-in. */
export const platformDashboardRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/platform-dashboard",
  component: function PlatformManagementDashboardScreen() {
    return <PlaceholderPage title="Platform Management Dashboard" />;
  },
});
