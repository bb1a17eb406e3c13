import { historySearchParams, parseHistorySearch } from "@stockroom/core";
import { createRoute } from "@tanstack/react-router";
import { lazyScreen } from "../lib/lazyScreen";
import { appLayoutRoute } from "./_app";

const InventoryHistoryScreen = lazyScreen(
  () => import("../features/inventory/history/InventoryHistoryScreen"),
  "InventoryHistoryScreen",
);

/** Inventory history of an asset (spec 02 §2); the filters live in the query string. */
export const assetInventoryHistoryRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/assets/$assetId/inventory/history",
  validateSearch: (search: Record<string, unknown>): Record<string, string> =>
    historySearchParams(parseHistorySearch(search)),
  component: function AssetInventoryHistoryRouteScreen() {
    const { assetId } = assetInventoryHistoryRoute.useParams();
    const search = assetInventoryHistoryRoute.useSearch();
    const navigate = assetInventoryHistoryRoute.useNavigate();
    return (
      <InventoryHistoryScreen
        key={assetId}
        target={{ assetId }}
        search={search}
        onSearchChange={(next) => void navigate({ search: next, replace: true })}
      />
    );
  },
});
