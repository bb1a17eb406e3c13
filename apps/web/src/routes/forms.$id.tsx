import { createRoute } from "@tanstack/react-router";
import { FormDetailPage } from "../features/forms/FormDetailPage";
import { appLayoutRoute } from "./_app";

/** A form's detail view; 'Edit Form' turns it into the editor in place (spec 02 §2). */
export const formDetailRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/forms/$id",
  component: function FormDetailScreen() {
    const { id } = formDetailRoute.useParams();
    return <FormDetailPage key={id} id={id} />;
  },
});
