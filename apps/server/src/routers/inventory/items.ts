import { router } from "../../trpc";

/** Inventory items procedures (issue 12). */
export const inventoryItemsRouter = router({});
