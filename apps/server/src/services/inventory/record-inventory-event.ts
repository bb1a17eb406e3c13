import { checkTypeFor, INTAKE_HISTORY_NOTE, PERIODIC_CHECK_NOTE, type StockEvent } from "@stockroom/core";
import { type DbOrTx, inventoryHistory, inventoryItems } from "@stockroom/db";
import { and, eq, sql } from "drizzle-orm";
import { orgMonth, orgTimeZoneOf } from "../queries";

export interface InventoryEventContext {
  orgId: string;
  actorId: string | null;
}

/**
 * The one writer of inventory_history: appends the event and sets the item's quantity
 * (and location, when the event names one) to the event's result, scoped to the
 * organization. Call it inside the action's transaction after locking the item
 * (`for update`) so concurrent writers add up.
 */
export async function recordInventoryEvent(
  tx: DbOrTx,
  { orgId, actorId }: InventoryEventContext,
  event: StockEvent,
): Promise<{ historyId: string }> {
  const at = event.at ?? new Date();
  const checkType = checkTypeFor(event);
  // Both statements go out together (pipelined on the transaction's connection).
  const [[row]] = await Promise.all([
    tx
      .insert(inventoryHistory)
      .values({
        organizationId: orgId,
        inventoryItemId: event.inventoryItemId,
        checkType,
        eventType: event.type,
        quantity: event.quantity,
        condition: event.condition ?? null,
        notes: event.notes ?? (checkType === "initial" ? INTAKE_HISTORY_NOTE : PERIODIC_CHECK_NOTE),
        status: event.status ?? "active",
        location: event.location ?? null,
        validationStatus: event.validationStatus ?? null,
        // The organization's month (its time zone), not UTC's.
        monthYear: orgMonth(sql`${at.toISOString()}`, orgTimeZoneOf(orgId)),
        checkDate: at,
        responseData: event.responseData ?? {},
        createdBy: actorId,
      })
      .returning({ id: inventoryHistory.id }),
    tx
      .update(inventoryItems)
      .set({ quantity: event.quantity, ...(event.location ? { location: event.location } : {}), updatedAt: at })
      .where(and(eq(inventoryItems.organizationId, orgId), eq(inventoryItems.id, event.inventoryItemId))),
  ]);
  if (!row) throw new Error("inventory history insert returned no row");
  return { historyId: row.id };
}
