import { createRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../ui/PlaceholderPage";
import { appLayoutRoute } from "./_app";

/** Reports (spec 02 §2). */
export const reportsRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/reports",
  component: function ReportsScreen() {
    return <PlaceholderPage title="Reports" />;
  },
});
