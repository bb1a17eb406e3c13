import type { CheckType, InventoryEventType } from "../constants/inventory";

/**
 * Every write that changes stock is one of these events, appended to inventory_history
 * by the server's `recordInventoryEvent` (the only writer of that table). `quantity` is
 * the item's quantity after the event.
 */
export type StockEvent =
  | (StockEventCommon & { type: "intake"; checkType?: "initial" })
  | (StockEventCommon & {
      type: Exclude<InventoryEventType, "intake" | "deleted">;
      checkType?: Exclude<CheckType, "initial">;
    });

export interface StockEventCommon {
  inventoryItemId: string;
  quantity: number;
  at?: Date;
  condition?: string | null;
  notes?: string | null;
  location?: string | null;
  status?: string | null;
  validationStatus?: string | null;
  responseData?: Record<string, unknown>;
}

/** The check_type stored for an event: intake is the initial check, everything else periodic. */
export function checkTypeFor(event: Pick<StockEvent, "type" | "checkType">): CheckType {
  if (event.checkType) return event.checkType;
  return event.type === "intake" ? "initial" : "periodic";
}

/** Spec 02 §4: a correction can be made for any history event except the intake. */
export function isCorrectableEvent(eventType: string): boolean {
  return eventType !== "intake";
}
