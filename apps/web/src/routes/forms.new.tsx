import { createRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../ui/PlaceholderPage";
import { appLayoutRoute } from "./_app";

/** Form builder for a new form (spec 02 §2); query assetType and purpose are accepted. */
export const formNewRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/forms/new",
  component: function NewFormScreen() {
    return <PlaceholderPage title="New Form" />;
  },
});
