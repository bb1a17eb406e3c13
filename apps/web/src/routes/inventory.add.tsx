import { createRoute } from "@tanstack/react-router";
import { lazyScreen, withPreload } from "../lib/lazyScreen";
import { searchString } from "../lib/search";
import { appLayoutRoute } from "./_app";

const AddInventoryPage = lazyScreen(() => import("../features/inventory/AddInventoryPage"), "AddInventoryPage");

/** Add inventory (spec 02 §2): scan a QR code or pick the asset by type; query assetId (and formId) skip to that asset. */
export const inventoryAddRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/inventory/add",
  validateSearch: (search: Record<string, unknown>): { assetId?: string; formId?: string } => {
    const assetId = searchString(search.assetId);
    const formId = searchString(search.formId);
    return { ...(assetId ? { assetId } : {}), ...(formId ? { formId } : {}) };
  },
  component: withPreload(function Screen() {
    const { assetId, formId } = inventoryAddRoute.useSearch();
    return <AddInventoryPage assetId={assetId} formId={formId} />;
  }, AddInventoryPage),
});
