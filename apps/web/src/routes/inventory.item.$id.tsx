import { type InventoryItemSearch, inventoryItemSearch } from "@stockroom/core";
import { createRoute } from "@tanstack/react-router";
import { lazyScreen, withPreload } from "../lib/lazyScreen";
import { useListState } from "../lib/listState";
import { appLayoutRoute } from "./_app";

const InventoryItemPage = lazyScreen(() => import("../features/inventory/InventoryItemPage"), "InventoryItemPage");

/** Inventory item detail (spec 02 §2); ?month=YYYY-MM and edit=1 are accepted, and ?tab=history. */
export const inventoryItemRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/inventory/item/$id",
  validateSearch: (search: Record<string, unknown>): InventoryItemSearch => inventoryItemSearch(search),
  component: withPreload(function Screen() {
    const { id } = inventoryItemRoute.useParams();
    const [search, setSearch] = useListState(inventoryItemRoute);
    return <InventoryItemPage key={id} id={id} search={search} onSearchChange={setSearch} />;
  }, InventoryItemPage),
});
