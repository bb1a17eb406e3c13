import { createRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../ui/PlaceholderPage";
import { appLayoutRoute } from "./_app";

/** Form submission (spec 02 §2). Open to a signed-in user or a mobile QR visit (see the guard in _app.tsx); query asset_id, type, action, fromMobileQR. */
export const formSubmitRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/forms/submit/$id",
  component: function SubmitFormScreen() {
    return <PlaceholderPage title="Submit Form" />;
  },
});
