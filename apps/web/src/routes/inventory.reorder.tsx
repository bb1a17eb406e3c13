import { type ReorderListSearch, reorderListSearch } from "@stockroom/core";
import { createRoute, useNavigate } from "@tanstack/react-router";
import { useCallback } from "react";
import { lazyScreen, withPreload } from "../lib/lazyScreen";
import { appLayoutRoute } from "./_app";

const ReorderListPage = lazyScreen(() => import("../features/reorder/ReorderListPage"), "ReorderListPage");

/** The reorder list (issue 25): items at or below their reorder point; ?page= in the URL. */
export const inventoryReorderRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/inventory/reorder",
  validateSearch: (search: Record<string, unknown>): ReorderListSearch => reorderListSearch(search),
  component: withPreload(function ReorderScreen() {
    const search = inventoryReorderRoute.useSearch();
    const navigate = useNavigate();
    const setPage = useCallback(
      (page: number) => void navigate({ to: "/inventory/reorder", search: reorderListSearch({ page }) }),
      [navigate],
    );
    return <ReorderListPage page={search.page ?? 1} onPageChange={setPage} />;
  }, ReorderListPage),
});
