import { createRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../ui/PlaceholderPage";
import { appLayoutRoute } from "./_app";

/** App Settings (spec 01 §2). */
export const appSettingsRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/app-settings",
  component: function AppSettingsScreen() {
    return <PlaceholderPage title="App Settings" />;
  },
});
