import { createRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../ui/PlaceholderPage";
import { appLayoutRoute } from "./_app";

/** Form builder (spec 02 §2). */
export const formEditRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/forms/edit/$id",
  component: function EditFormScreen() {
    return <PlaceholderPage title="Edit Form" />;
  },
});
