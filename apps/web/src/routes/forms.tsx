import { type FormsSearch, formsSearch } from "@stockroom/core";
import { createRoute } from "@tanstack/react-router";
import { lazyScreen } from "../lib/lazyScreen";
import { appLayoutRoute } from "./_app";

const FormsListPage = lazyScreen(() => import("../features/forms/FormsListPage"), "FormsListPage");

/**
 * Forms list (spec 02 §2); its tab, search, asset type filter, sort and page are kept in the
 * URL. The screen reads and writes them itself (`useListState(formsRoute)`), so the list
 * state helpers load with its chunk, not with the entry.
 */
export const formsRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/forms",
  validateSearch: (search: Record<string, unknown>): FormsSearch => formsSearch(search),
  component: FormsListPage,
});
