import { createRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../ui/PlaceholderPage";
import { appLayoutRoute } from "./_app";

/** A form; also serves as its editor (spec 02 §2). */
export const formDetailRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/forms/$id",
  component: function EditFormScreen() {
    return <PlaceholderPage title="Edit Form" />;
  },
});
