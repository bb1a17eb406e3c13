import { historySearchParams, parseHistorySearch } from "@stockroom/core";
import { createRoute, useNavigate, useParams, useSearch } from "@tanstack/react-router";
import { lazyScreen, withPreload } from "../lib/lazyScreen";
import { appLayoutRoute } from "./_app";

const InventoryHistoryScreen = lazyScreen(
  () => import("../features/inventory/history/InventoryHistoryScreen"),
  "InventoryHistoryScreen",
);

/** The history screen's filters in the query string (defaults left out). */
export const validateHistorySearch = (search: Record<string, unknown>): Record<string, string> =>
  historySearchParams(parseHistorySearch(search));

/** The history of an asset or of an inventory item (spec 02 §2), keyed by the route's id. */
export const HistoryRouteScreen = withPreload(function HistoryRouteScreen() {
  const { assetId, inventoryItemId = "" } = useParams({ strict: false }) as Record<string, string | undefined>;
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const navigate = useNavigate();
  return (
    <InventoryHistoryScreen
      key={assetId ?? inventoryItemId}
      target={assetId ? { assetId } : { inventoryItemId }}
      search={search}
      onSearchChange={(next) => void navigate({ to: ".", search: next, replace: true })}
    />
  );
}, InventoryHistoryScreen);

/** Inventory history of an asset (spec 02 §2); the filters live in the query string. */
export const assetInventoryHistoryRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/assets/$assetId/inventory/history",
  validateSearch: validateHistorySearch,
  component: HistoryRouteScreen,
});
