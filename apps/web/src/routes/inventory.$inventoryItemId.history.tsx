import { createRoute } from "@tanstack/react-router";
import { appLayoutRoute } from "./_app";
import { HistoryRouteScreen, validateHistorySearch } from "./assets.$assetId.inventory.history";

/** History of one inventory item (spec 02 §2); the filters live in the query string. */
export const inventoryItemHistoryRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/inventory/$inventoryItemId/history",
  validateSearch: validateHistorySearch,
  component: HistoryRouteScreen,
});
