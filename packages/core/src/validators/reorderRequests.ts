import { z } from "zod";
import { entityId } from "./entityId";
import { INVENTORY_ITEM_NOT_FOUND_MESSAGE } from "./inventoryItemRequests";
import { QUANTITY_MAX, tooLargeNumberMessage } from "./limits";
import { type NumberRule, numberField } from "./numbers";

// What the reorder procedures take (issue 25 "Low stock", "Reorder list").

export const REORDER_MINIMUM_NOT_NEGATIVE_MESSAGE = "Reorder minimum cannot be negative";
export const REORDER_MINIMUM_TOO_LARGE_MESSAGE = tooLargeNumberMessage("Reorder minimum", QUANTITY_MAX);

/**
 * An admin's fixed minimum for one item, in the item's stock units: a whole number from 0
 * (stock is counted in whole units, so a minimum of 2.5 would mean "at or below 2").
 * Empty clears it (the forecast's reorder point applies again).
 */
export const REORDER_MINIMUM_RULE = {
  what: "Reorder minimum",
  whole: true,
  min: 0,
  max: QUANTITY_MAX,
  minMessage: REORDER_MINIMUM_NOT_NEGATIVE_MESSAGE,
  maxMessage: REORDER_MINIMUM_TOO_LARGE_MESSAGE,
} as const satisfies NumberRule;

/** The field on the item's screen: empty text is null (clear). */
export const reorderMinimumField = numberField(REORDER_MINIMUM_RULE);

export const setReorderMinimumInput = z.object({
  id: entityId(INVENTORY_ITEM_NOT_FOUND_MESSAGE),
  /** null clears the minimum; a number (or the typed text) sets it; leaving it out is a message. */
  minimum: numberField({ ...REORDER_MINIMUM_RULE, required: true }).nullable(),
});
export type SetReorderMinimumInput = z.infer<typeof setReorderMinimumInput>;

/** The reorder list shows 25 rows a page. */
export const REORDER_PAGE_SIZE = 25;

export const reorderListInput = z.object({
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(REORDER_PAGE_SIZE),
});
export type ReorderListInput = z.infer<typeof reorderListInput>;

/** The CSV export: every listed item (capped), not one page. */
export const REORDER_EXPORT_MAX_ROWS = 10_000;
export const REORDER_CSV_HEADER = [
  "Asset",
  "Item",
  "Asset type",
  "Quantity",
  "Reorder point",
  "Reorder point source",
  "Daily usage",
  "Days until empty",
  "Suggested order quantity",
] as const;
