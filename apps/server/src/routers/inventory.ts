import { router } from "../trpc";
import { inventoryHistoryRouter } from "./inventory/history";
import { inventoryItemsRouter } from "./inventory/items";
import { inventoryReorderRouter } from "./inventory/reorder";
import { inventorySnapshotsRouter } from "./inventory/snapshots";

/**
 * Inventory: items (list, add/scan flow, item detail, checks), history (anomalies,
 * corrections, verification, dismissals), monthly snapshots and the reorder list, each in its own file.
 */
export const inventoryRouter = router({
  items: inventoryItemsRouter,
  history: inventoryHistoryRouter,
  snapshots: inventorySnapshotsRouter,
  reorder: inventoryReorderRouter,
});
