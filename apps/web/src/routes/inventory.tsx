import { type InventoryPageSearch, inventoryPageSearch } from "@stockroom/core";
import { createRoute, useNavigate } from "@tanstack/react-router";
import { useCallback } from "react";
import { lazyScreen } from "../lib/lazyScreen";
import { appLayoutRoute } from "./_app";

const InventoryPage = lazyScreen(() => import("../features/inventory/InventoryPage"), "InventoryPage");

/** Inventory (spec 02 §2); ?assetId=, ?assetType=, and the tab, search and page are kept in the URL. */
export const inventoryRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/inventory",
  validateSearch: (search: Record<string, unknown>): InventoryPageSearch => inventoryPageSearch(search),
  component: function InventoryScreen() {
    const search = inventoryRoute.useSearch();
    const navigate = useNavigate();
    const onSearchChange = useCallback(
      (next: InventoryPageSearch) =>
        void navigate({ to: "/inventory", search: inventoryPageSearch({ ...next }), replace: true }),
      [navigate],
    );
    return <InventoryPage search={search} onSearchChange={onSearchChange} />;
  },
});
