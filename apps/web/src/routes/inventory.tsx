import { type InventoryPageSearch, inventoryPageSearch } from "@stockroom/core";
import { createRoute } from "@tanstack/react-router";
import { lazyScreen, withPreload } from "../lib/lazyScreen";
import { useListState } from "../lib/listState";
import { appLayoutRoute } from "./_app";

const InventoryPage = lazyScreen(() => import("../features/inventory/InventoryPage"), "InventoryPage");

/** Inventory (spec 02 §2); ?assetId=, ?assetType=, and the tab, search and page are kept in the URL. */
export const inventoryRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/inventory",
  validateSearch: (search: Record<string, unknown>): InventoryPageSearch => inventoryPageSearch(search),
  component: withPreload(function InventoryScreen() {
    const [search, setSearch] = useListState(inventoryRoute);
    return <InventoryPage search={search} onSearchChange={setSearch} />;
  }, InventoryPage),
});
