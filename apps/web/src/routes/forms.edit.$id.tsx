import { createRoute } from "@tanstack/react-router";
import { lazyScreen } from "../lib/lazyScreen";
import { paramScreen } from "../lib/paramScreen";
import { appLayoutRoute } from "./_app";

const EditFormPage = lazyScreen(() => import("../features/forms/FormBuilderPage"), "EditFormPage");

/** Form builder (spec 02 §2). */
export const formEditRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/forms/edit/$id",
  component: paramScreen(EditFormPage, "id"),
});
