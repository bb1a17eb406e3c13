import { createRoute } from "@tanstack/react-router";
import { lazyScreen } from "../lib/lazyScreen";
import { paramScreen } from "../lib/paramScreen";
import { appLayoutRoute } from "./_app";

const FormPreviewPage = lazyScreen(() => import("../features/forms/FormPreviewPage"), "FormPreviewPage");

/** Form preview (spec 02 §2). */
export const formPreviewRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/forms/preview/$id",
  component: paramScreen(FormPreviewPage, "id"),
});
