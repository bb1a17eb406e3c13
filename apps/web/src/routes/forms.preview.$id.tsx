import { createRoute } from "@tanstack/react-router";
import { FormPreviewPage } from "../features/forms/FormPreviewPage";
import { appLayoutRoute } from "./_app";

/** Form preview (spec 02 §2). */
export const formPreviewRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/forms/preview/$id",
  component: function FormPreviewScreen() {
    const { id } = formPreviewRoute.useParams();
    return <FormPreviewPage key={id} id={id} />;
  },
});
