import { createRoute } from "@tanstack/react-router";
import { lazyScreen } from "../lib/lazyScreen";
import { paramScreen } from "../lib/paramScreen";
import { appLayoutRoute } from "./_app";

// One screen, three URLs of spec 02 §2 (this one, inventory.add.$assetId.tsx and
// inventory.add-for-asset.$assetId.tsx), one file each; they differ only in where a new item leads.
const CreateInventoryPage = lazyScreen(
  () => import("../features/inventory/CreateInventoryPage"),
  "CreateInventoryPage",
);

/** Set up inventory for an asset; an existing item is offered instead; a new one leads to the overview. */
export const assetInventoryCreateRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/assets/$assetId/inventory/create",
  component: paramScreen(CreateInventoryPage, "assetId", { mode: "asset-create" }),
});
