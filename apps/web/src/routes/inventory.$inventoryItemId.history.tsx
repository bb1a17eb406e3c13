import { historySearchParams, parseHistorySearch } from "@stockroom/core";
import { createRoute } from "@tanstack/react-router";
import { lazyScreen, withPreload } from "../lib/lazyScreen";
import { appLayoutRoute } from "./_app";

const InventoryHistoryScreen = lazyScreen(
  () => import("../features/inventory/history/InventoryHistoryScreen"),
  "InventoryHistoryScreen",
);

/** History of one inventory item (spec 02 §2); the filters live in the query string. */
export const inventoryItemHistoryRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/inventory/$inventoryItemId/history",
  validateSearch: (search: Record<string, unknown>): Record<string, string> =>
    historySearchParams(parseHistorySearch(search)),
  component: withPreload(function InventoryHistoryRouteScreen() {
    const { inventoryItemId } = inventoryItemHistoryRoute.useParams();
    const search = inventoryItemHistoryRoute.useSearch();
    const navigate = inventoryItemHistoryRoute.useNavigate();
    return (
      <InventoryHistoryScreen
        key={inventoryItemId}
        target={{ inventoryItemId }}
        search={search}
        onSearchChange={(next) => void navigate({ search: next, replace: true })}
      />
    );
  }, InventoryHistoryScreen),
});
