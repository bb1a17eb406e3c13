import { createRoute } from "@tanstack/react-router";
import { lazyScreen } from "../lib/lazyScreen";
import { paramScreen } from "../lib/paramScreen";
import { appLayoutRoute } from "./_app";

const FormDetailPage = lazyScreen(() => import("../features/forms/FormDetailPage"), "FormDetailPage");

/** A form's detail view; 'Edit Form' turns it into the editor in place (spec 02 §2). */
export const formDetailRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/forms/$id",
  component: paramScreen(FormDetailPage, "id"),
});
