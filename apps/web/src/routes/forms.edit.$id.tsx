import { createRoute } from "@tanstack/react-router";
import { EditFormPage } from "../features/forms/FormBuilderPage";
import { appLayoutRoute } from "./_app";

/** Form builder (spec 02 §2). */
export const formEditRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/forms/edit/$id",
  component: function EditFormScreen() {
    const { id } = formEditRoute.useParams();
    return <EditFormPage key={id} id={id} />;
  },
});
