import { createRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../ui/PlaceholderPage";
import { appLayoutRoute } from "./_app";

/** Data Quality Dashboard (spec 01 §2). */
export const dataQualityRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/data-quality",
  component: function DataQualityDashboardScreen() {
    return <PlaceholderPage title="Data Quality Dashboard" />;
  },
});
