import { createRoute } from "@tanstack/react-router";
import { lazyScreen } from "../lib/lazyScreen";
import { appLayoutRoute } from "./_app";

const AssetInventoryCheckPage = lazyScreen(
  () => import("../features/inventory/AssetInventoryCheckPage"),
  "AssetInventoryCheckPage",
);

/** Inventory check of one asset, the second route of the spec (same screen as /inventory/check). */
export const assetInventoryCheckAltRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/assets/$assetId/inventory-check",
  component: function Screen() {
    const { assetId } = assetInventoryCheckAltRoute.useParams();
    return <AssetInventoryCheckPage key={assetId} assetId={assetId} />;
  },
});
