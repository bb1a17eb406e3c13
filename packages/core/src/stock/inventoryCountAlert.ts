/** Spec 02 §9 "Form renderer inventory alert": above 120% of start plus added, or below 10% of start. */
export const INVENTORY_ALERT_HIGH_RATIO = 1.2;
export const INVENTORY_ALERT_LOW_RATIO = 0.1;

export type InventoryCountAlert = "above_expected" | "below_expected";

/**
 * The renderer's warning on a counted quantity. "Counted exceeds 120% of start plus added"
 * is read as counted > 1.2 × (start + added): what could be on the shelf, with 20% slack.
 */
export function inventoryCountAlert(input: {
  counted: number;
  starting: number;
  added?: number;
}): InventoryCountAlert | null {
  const { counted, starting, added = 0 } = input;
  if (counted > INVENTORY_ALERT_HIGH_RATIO * (starting + added)) return "above_expected";
  if (counted < INVENTORY_ALERT_LOW_RATIO * starting) return "below_expected";
  return null;
}
