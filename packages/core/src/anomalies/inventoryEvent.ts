import { VALIDATION_STATUS_PENDING, VERIFIED_STATUS } from "../constants/inventory";

/** The parts of an inventory_history row that anomaly rules read. */
export interface InventoryEvent {
  id: string;
  quantity: number | null;
  event_type?: string | null;
  check_date?: string | Date | null;
  created_at?: string | Date | null;
  created_by?: string | null;
  validation_status?: string | null;
  edit_history?: unknown;
  has_corrections?: boolean | null;
  is_deleted?: boolean | null;
  response_data?: Readonly<Record<string, unknown>> | null;
}

/** When the event happened: check_date, else created_at; NaN when neither parses. */
export function eventTime(event: Pick<InventoryEvent, "check_date" | "created_at">): number {
  const value = event.check_date ?? event.created_at;
  return value === null || value === undefined ? Number.NaN : new Date(value).getTime();
}

/** Who recorded the event: created_by, else response_data.metadata.user_id. */
export function eventUser(event: InventoryEvent): string | null {
  if (event.created_by) return event.created_by;
  const metadata = event.response_data?.metadata;
  if (metadata !== null && typeof metadata === "object" && "user_id" in metadata) {
    const userId = (metadata as { user_id?: unknown }).user_id;
    if (typeof userId === "string" && userId !== "") return userId;
  }
  return null;
}

/** response_data._previous_quantity when it was recorded as a number. */
export function recordedPreviousQuantity(event: InventoryEvent): number | null {
  const value = event.response_data?._previous_quantity;
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

/** A fix_applied record on the event, if any. */
export function hasFixApplied(event: InventoryEvent): boolean {
  const fix = event.response_data?.fix_applied;
  return fix !== null && fix !== undefined && fix !== false;
}

/**
 * Spec 02 §4: "An event is verified when its response data has verified status
 * 'verified' or a fix_applied record". The status is read from `verification_status`,
 * `verified_status` or `status`; `verified: true` counts too.
 */
export function isVerifiedEvent(event: InventoryEvent): boolean {
  const data = event.response_data;
  if (!data) return false;
  if (hasFixApplied(event) || data.verified === true) return true;
  return [data.verification_status, data.verified_status, data.status].some((s) => s === VERIFIED_STATUS);
}

/** "any edits": a non-empty edit_history list or object. */
export function isEditedEvent(event: InventoryEvent): boolean {
  const history = event.edit_history;
  if (Array.isArray(history)) return history.length > 0;
  return history !== null && typeof history === "object" && Object.keys(history).length > 0;
}

export function needsValidation(event: InventoryEvent): boolean {
  return event.validation_status === VALIDATION_STATUS_PENDING;
}
