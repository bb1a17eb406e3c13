import type { InventoryActionResult } from "./applyInventoryActions";

// Spec 02 §4 "Monthly inventory submission": editing this month's submission "updates that
// submission" — so the stock must end up as if the earlier answers had never been counted.
// What a submission did to the stock is kept with it (calculation_results.inventory) so an
// edit can undo it first.

/** What a submission did to the stock. */
export interface StockEffect {
  mode: InventoryActionResult["mode"];
  previousQuantity: number;
  quantity: number;
  /** The change this submission is responsible for (after the floor at 0). */
  applied: number;
  changes: InventoryActionResult["changes"];
}

/** The stock effect stored in a submission's calculation_results, or null when it has none (older rows). */
export function storedStockEffect(results: Readonly<Record<string, unknown>> | null | undefined): StockEffect | null {
  const effect = results?.inventory;
  if (effect === null || typeof effect !== "object") return null;
  const e = effect as Partial<StockEffect>;
  return typeof e.applied === "number" && typeof e.mode === "string" ? (e as StockEffect) : null;
}

/**
 * The quantity an edited submission's answers apply to: the current quantity without what
 * the earlier version added or subtracted (never below 0). A 'set' needs nothing undone —
 * the new answers set the stock again.
 */
export function quantityBeforeEdit(currentQuantity: number, previous: StockEffect | null): number {
  return Math.max(0, currentQuantity - (previous?.mode === "adjust" ? previous.applied : 0));
}

/** The effect to store with the submission: from the item's quantity before it, over the undone base. */
export function submissionStockEffect(
  itemQuantity: number,
  base: number,
  result: Pick<InventoryActionResult, "mode" | "quantity" | "changes">,
): StockEffect {
  return {
    mode: result.mode,
    previousQuantity: itemQuantity,
    quantity: result.quantity,
    applied: result.quantity - base,
    changes: result.changes,
  };
}
