import { createRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../ui/PlaceholderPage";
import { appLayoutRoute } from "./_app";

/** Forms list (spec 02 §2). */
export const formsRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/forms",
  component: function FormsScreen() {
    return <PlaceholderPage title="Forms" />;
  },
});
