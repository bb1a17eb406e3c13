import { createRoute } from "@tanstack/react-router";
import { lazyScreen } from "../lib/lazyScreen";
import { appLayoutRoute } from "./_app";

const CreateInventoryPage = lazyScreen(
  () => import("../features/inventory/CreateInventoryPage"),
  "CreateInventoryPage",
);

/** Set up inventory for an asset (spec 02 §2); an existing item is offered instead. */
export const assetInventoryCreateRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/assets/$assetId/inventory/create",
  component: function Screen() {
    const { assetId } = assetInventoryCreateRoute.useParams();
    return <CreateInventoryPage key={assetId} assetId={assetId} mode="asset-create" />;
  },
});
