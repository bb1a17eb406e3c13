import { router } from "../../trpc";

/** Inventory snapshots procedures (issue 12). */
export const inventorySnapshotsRouter = router({});
