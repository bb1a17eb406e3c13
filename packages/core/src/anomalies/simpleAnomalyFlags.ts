import {
  hasFixApplied,
  type InventoryEvent,
  isEditedEvent,
  isVerifiedEvent,
  needsValidation,
  recordedPreviousQuantity,
} from "./inventoryEvent";

/** Spec 02 §9: "a quantity change of more than 100 versus the previous quantity flags 'large_change'". */
export const LARGE_CHANGE_THRESHOLD = 100;
/** Spec 02 §9: "quantity over 10000". */
export const HIGH_QUANTITY_THRESHOLD = 10_000;

export const SIMPLE_ANOMALY_FLAGS = [
  "large_change",
  "manual_fix",
  "edited",
  "needs_validation",
  "high_quantity",
] as const;
export type SimpleAnomalyFlag = (typeof SIMPLE_ANOMALY_FLAGS)[number];
/** The enriched entry's anomalyType ('large_change', 'manual_fix', 'needs_validation' or none). */
export type SimpleAnomalyType = "large_change" | "manual_fix" | "needs_validation" | "none";

export interface SimpleAnomalyResult {
  flags: SimpleAnomalyFlag[];
  hasAnomaly: boolean;
  anomalyType: SimpleAnomalyType;
  isEdited: boolean;
}

/**
 * The recorded-change rules of an enriched history entry. The previous quantity is the
 * event's own _previous_quantity when recorded, else the one given (the next older event).
 * Verified events show no anomalies.
 */
export function simpleAnomalyFlags(event: InventoryEvent, previousQuantity: number | null = null): SimpleAnomalyResult {
  const isEdited = isEditedEvent(event);
  if (isVerifiedEvent(event)) return { flags: [], hasAnomaly: false, anomalyType: "none", isEdited };
  const flags: SimpleAnomalyFlag[] = [];
  const previous = recordedPreviousQuantity(event) ?? previousQuantity;
  const quantity = event.quantity;
  if (quantity !== null && previous !== null && Math.abs(quantity - previous) > LARGE_CHANGE_THRESHOLD)
    flags.push("large_change");
  if (event.has_corrections === true || hasFixApplied(event)) flags.push("manual_fix");
  if (isEdited) flags.push("edited");
  if (needsValidation(event)) flags.push("needs_validation");
  if (quantity !== null && quantity > HIGH_QUANTITY_THRESHOLD) flags.push("high_quantity");
  const anomalyType =
    (["large_change", "manual_fix", "needs_validation"] as const).find((t) => flags.includes(t)) ?? "none";
  return { flags, hasAnomaly: flags.length > 0, anomalyType, isEdited };
}
