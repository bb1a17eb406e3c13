import { createRoute } from "@tanstack/react-router";
import { lazyScreen } from "../lib/lazyScreen";
import { appLayoutRoute } from "./_app";

const AssetInventoryCheckPage = lazyScreen(
  () => import("../features/inventory/AssetInventoryCheckPage"),
  "AssetInventoryCheckPage",
);

/** Inventory check of one asset (spec 02 §2): the type's inventory form or the fallback form. */
export const assetInventoryCheckRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/assets/$assetId/inventory/check",
  component: function Screen() {
    const { assetId } = assetInventoryCheckRoute.useParams();
    return <AssetInventoryCheckPage key={assetId} assetId={assetId} />;
  },
});
