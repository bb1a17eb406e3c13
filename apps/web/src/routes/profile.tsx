import { createRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../ui/PlaceholderPage";
import { appLayoutRoute } from "./_app";

/** Profile Settings (spec 01 §2). */
export const profileRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/profile",
  component: function ProfileSettingsScreen() {
    return <PlaceholderPage title="Profile Settings" />;
  },
});
