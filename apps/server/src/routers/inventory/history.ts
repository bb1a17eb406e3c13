import { router } from "../../trpc";

/** Inventory history procedures (issue 12). */
export const inventoryHistoryRouter = router({});
