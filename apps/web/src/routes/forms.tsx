import { createRoute } from "@tanstack/react-router";
import { FormsListPage } from "../features/forms/FormsListPage";
import { appLayoutRoute } from "./_app";

/** Forms list (spec 02 §2). */
export const formsRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/forms",
  component: FormsListPage,
});
