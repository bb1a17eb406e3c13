import { createRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../ui/PlaceholderPage";
import { appLayoutRoute } from "./_app";

/** Form preview (spec 02 §2). */
export const formPreviewRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/forms/preview/$id",
  component: function FormPreviewScreen() {
    return <PlaceholderPage title="Form Preview" />;
  },
});
