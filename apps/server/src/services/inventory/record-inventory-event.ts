import { randomUUID } from "node:crypto";
import {
  checkTypeFor,
  type EventActor,
  INTAKE_HISTORY_NOTE,
  PERIODIC_CHECK_NOTE,
  type StockEvent,
} from "@stockroom/core";
import { type DbOrTx, inventoryHistory, inventoryItems } from "@stockroom/db";
import { and, eq, sql } from "drizzle-orm";
import { notifyEvents, userActor } from "../events/emit-event";
import { orgMonth, orgTimeZoneOf } from "../queries";

export interface InventoryEventContext {
  orgId: string;
  actorId: string | null;
  /** Who the domain events name; by default the user `actorId` (or the system). */
  actor?: EventActor;
}

/** Event types that are counts: they also tell `inventory.checked`. */
const COUNT_EVENT_TYPES = new Set(["check", "audit"]);

/**
 * The one writer of inventory_history: appends the event and sets the item's quantity
 * (and location, when the event names one) to the event's result, scoped to the
 * organization. Call it inside the action's transaction after locking the item
 * (`for update`) so concurrent writers add up.
 *
 * It also writes the event's domain events (the outbox, services/events/): `stock.changed`
 * for every event and `inventory.checked` for a count, with the quantity before and after,
 * so every path that moves stock tells notifications and webhooks, in the same transaction.
 */
export async function recordInventoryEvent(
  tx: DbOrTx,
  { orgId, actorId, actor }: InventoryEventContext,
  event: StockEvent,
): Promise<{ historyId: string; previousQuantity: number | null }> {
  const at = event.at ?? new Date();
  const checkType = checkTypeFor(event);
  const historyId = randomUUID();
  const kinds = COUNT_EVENT_TYPES.has(event.type) ? ["stock.changed", "inventory.checked"] : ["stock.changed"];
  // All statements go out together (pipelined on the transaction's connection), in this
  // order: the outbox rows read the item's quantity before the update changes it.
  const [events] = await Promise.all([
    tx.execute<{ previous_quantity: number | null }>(sql`
      insert into domain_events (organization_id, kind, subject_id, data, actor)
      select i.organization_id, k.kind, i.id,
        jsonb_build_object(
          'inventoryItemId', i.id, 'assetId', i.asset_id, 'historyId', ${historyId}::uuid,
          'eventType', ${event.type}::text, 'quantity', ${event.quantity}::int,
          'previousQuantity', i.quantity, 'at', ${at.toISOString()}::text),
        ${JSON.stringify(actor ?? userActor(actorId))}::jsonb
      from inventory_items i, unnest(${`{${kinds.join(",")}}`}::text[]) as k(kind)
      where i.organization_id = ${orgId} and i.id = ${event.inventoryItemId}
      returning (data->>'previousQuantity')::int as previous_quantity`),
    tx.insert(inventoryHistory).values({
      id: historyId,
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
    }),
    tx
      .update(inventoryItems)
      .set({ quantity: event.quantity, ...(event.location ? { location: event.location } : {}), updatedAt: at })
      .where(and(eq(inventoryItems.organizationId, orgId), eq(inventoryItems.id, event.inventoryItemId))),
    notifyEvents(tx),
  ]);
  const [written] = events as unknown as { previous_quantity: number | null }[];
  // No outbox row: the item is not this organization's; the history row's foreign key has
  // already refused it, so this is only reached if that ever changes.
  if (!written) throw new Error("inventory event names no item of the organization");
  return { historyId, previousQuantity: written.previous_quantity };
}
