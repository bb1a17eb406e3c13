// Spec 02 §3 (inventory_history, inventory_item, snapshots, corrections) and §9.

/** inventory_history.event_type */
export const INVENTORY_EVENT_TYPES = [
  "intake",
  "audit",
  "check",
  "addition",
  "adjustment",
  "removal",
  "transfer",
  "disposal",
  "deleted",
] as const;
export type InventoryEventType = (typeof INVENTORY_EVENT_TYPES)[number];
/** Event types with their own label and icon on the history screen; other values show raw. */
export const INVENTORY_EVENT_LABELS: Readonly<Record<Exclude<InventoryEventType, "deleted">, string>> = {
  intake: "Intake",
  check: "Check",
  audit: "Audit",
  addition: "Addition",
  removal: "Removal",
  transfer: "Transfer",
  disposal: "Disposal",
  adjustment: "Adjustment",
};
export function inventoryEventLabel(eventType: string): string {
  return Object.hasOwn(INVENTORY_EVENT_LABELS, eventType)
    ? INVENTORY_EVENT_LABELS[eventType as keyof typeof INVENTORY_EVENT_LABELS]
    : eventType;
}

/** inventory_history.check_type ('diagnostic' also appears). */
export const CHECK_TYPES = ["initial", "periodic", "diagnostic"] as const;
export type CheckType = (typeof CHECK_TYPES)[number];

/** inventory_history.condition */
export const ITEM_CONDITIONS = ["excellent", "good", "fair", "poor", "damaged", "unusable"] as const;
export type ItemCondition = (typeof ITEM_CONDITIONS)[number];
/** Conditions offered by the fallback inventory form. */
export const FALLBACK_FORM_CONDITIONS = ["excellent", "good", "fair", "poor"] as const;

/** Inventory status options at setup (default active). */
export const INVENTORY_STATUSES = ["active", "inactive", "maintenance", "reserved"] as const;
export type InventoryStatus = (typeof INVENTORY_STATUSES)[number];
export const DEFAULT_INVENTORY_STATUS = "active" satisfies InventoryStatus;

/** monthly_inventory_snapshot.status: "active, low_stock, out_of_stock or other". */
export const SNAPSHOT_STATUSES = ["active", "low_stock", "out_of_stock"] as const;

/** inventory_history.validation_status 'pending' flags needs validation. */
export const VALIDATION_STATUS_PENDING = "pending";
/** response_data verified status value. */
export const VERIFIED_STATUS = "verified";

export const DEFAULT_UNIT_LABEL = "units";
export const DEFAULT_CORRECTION_UNIT_TYPE = "each";
export const DEFAULT_REPORT_UNIT = "each";
export const DEFAULT_CURRENCY = "USD";
export const INTAKE_HISTORY_NOTE = "Initial intake via dynamic form";
export const PERIODIC_CHECK_NOTE = "Periodic inventory check";
export const FALLBACK_LOCATION_TEXT = "No location";
/** Inventory cards show this for an empty location or 'Location TBD'. */
export const LOCATION_NOT_SET_TEXT = "Location not set";
export function locationDisplay(location: string | null | undefined): string {
  const trimmed = location?.trim() ?? "";
  return trimmed === "" || trimmed === "Location TBD" ? LOCATION_NOT_SET_TEXT : trimmed;
}

/** Overview shows the latest 10 events; the asset detail inventory tab 3 then 'more'. */
export const OVERVIEW_RECENT_EVENTS = 10;
export const ASSET_DETAIL_INVENTORY_RECORDS = 3;
/** Correction price reminder toast, 8 seconds. */
export const CORRECTION_PRICE_REMINDER_MS = 8000;
