import { createRoute } from "@tanstack/react-router";
import { lazyScreen } from "../lib/lazyScreen";
import { appLayoutRoute } from "./_app";

const FormsListPage = lazyScreen(() => import("../features/forms/FormsListPage"), "FormsListPage");

/** Forms list (spec 02 §2). */
export const formsRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/forms",
  component: FormsListPage,
});
