import { createRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../ui/PlaceholderPage";
import { appLayoutRoute } from "./_app";

/** Dashboard (spec 01 §2). */
export const dashboardRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/",
  component: function DashboardScreen() {
    return <PlaceholderPage title="Dashboard" />;
  },
});
