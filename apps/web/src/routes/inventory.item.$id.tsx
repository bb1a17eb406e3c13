import { type InventoryItemSearch, inventoryItemSearch } from "@stockroom/core";
import { createRoute, useNavigate } from "@tanstack/react-router";
import { useCallback } from "react";
import { lazyScreen } from "../lib/lazyScreen";
import { appLayoutRoute } from "./_app";

const InventoryItemPage = lazyScreen(() => import("../features/inventory/InventoryItemPage"), "InventoryItemPage");

/** Inventory item detail (spec 02 §2); ?month=YYYY-MM and edit=1 are accepted, and ?tab=history. */
export const inventoryItemRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/inventory/item/$id",
  validateSearch: (search: Record<string, unknown>): InventoryItemSearch => inventoryItemSearch(search),
  component: function Screen() {
    const { id } = inventoryItemRoute.useParams();
    const search = inventoryItemRoute.useSearch();
    const navigate = useNavigate();
    const onSearchChange = useCallback(
      (next: InventoryItemSearch) =>
        void navigate({
          to: "/inventory/item/$id",
          params: { id },
          search: inventoryItemSearch({ ...next }),
          replace: true,
        }),
      [navigate, id],
    );
    return <InventoryItemPage key={id} id={id} search={search} onSearchChange={onSearchChange} />;
  },
});
