import { randomUUID } from "node:crypto";
import { checkTypeFor, INTAKE_HISTORY_NOTE, PERIODIC_CHECK_NOTE, type StockEvent } from "@stockroom/core";
import type { DbOrTx } from "@stockroom/db";
import { sql } from "drizzle-orm";
import { checkStockAlertsOfItems, type StockMove } from "../alerts/stock-alerts";
import { notifyEvents, userActor } from "../events/emit-event";
import { orgMonth, orgTimeZoneOf } from "../queries";
import { withCustomPlans } from "../queries/custom-plans";
import type { InventoryEventContext } from "./record-inventory-event";

/** Events per statement (the rows go as one JSON parameter). */
const CHUNK = 1_000;

/**
 * The batched sibling of `recordInventoryEvent` for a bulk writer (the import's commit):
 * the same history rows and the same item updates (quantity set to the event's result,
 * location when the event names one), written as one multi-row insert and one
 * `update … from` per thousand events instead of two statements per event. The events
 * must be on distinct items (an item twice would be updated from one of them only), and
 * the caller holds the items' locks (`for update`) or created them in this transaction.
 * Like it, it writes each event's domain events to the outbox (`stock.changed` with the
 * quantity before, `inventory.checked` for a count) in the same transaction, and runs the
 * stock-alert check of every event's item (`checkStockAlertsOfItems`, one read per chunk), so
 * a batch alerts as the same events one at a time would. Returns each event's history id and
 * previous quantity, in the order of `events`.
 */
export async function recordInventoryEventsBatch(
  tx: DbOrTx,
  { orgId, actorId, actor }: InventoryEventContext,
  events: readonly StockEvent[],
): Promise<{ historyIds: string[]; previousQuantities: (number | null)[] }> {
  if (new Set(events.map((e) => e.inventoryItemId)).size !== events.length) {
    throw new Error("recordInventoryEventsBatch: two events on one item");
  }
  const historyIds = events.map(() => randomUUID());
  if (events.length === 0) return { historyIds, previousQuantities: [] };
  const previousOf = new Map<string, number | null>();
  // Each event's moment, once: its entry, its item's update and its alert check read the same.
  const now = new Date();
  const ats = events.map((e) => e.at ?? now);
  // The organization's time zone, once (recordInventoryEvent reads it in its insert).
  const [zone] = await tx.execute<{ tz: string }>(sql`select ${orgTimeZoneOf(orgId)} as tz`);
  if (!zone) throw new Error("organization time zone query returned no row");
  const timeZone = zone.tz;
  for (let start = 0; start < events.length; start += CHUNK) {
    const chunk = events.slice(start, start + CHUNK);
    const ids = historyIds.slice(start, start + CHUNK);
    const rows = chunk.map((event, i) => {
      const at = ats[start + i] as Date;
      const checkType = checkTypeFor(event);
      return {
        id: ids[i] as string,
        inventory_item_id: event.inventoryItemId,
        check_type: checkType,
        event_type: event.type,
        quantity: event.quantity,
        condition: event.condition ?? null,
        notes: event.notes ?? (checkType === "initial" ? INTAKE_HISTORY_NOTE : PERIODIC_CHECK_NOTE),
        status: event.status ?? "active",
        location: event.location ?? null,
        validation_status: event.validationStatus ?? null,
        check_date: at.toISOString(),
        at: at.toISOString(),
        response_data: event.responseData ?? {},
      };
    });
    // One parameter (the rows as JSON) instead of fifteen a row; the month is the
    // organization's (its time zone), not UTC's, as recordInventoryEvent writes it.
    await tx.execute(sql`
      insert into inventory_history (id, organization_id, inventory_item_id, check_type, event_type, quantity,
        condition, notes, status, location, validation_status, month_year, check_date, response_data, created_by)
      select v.id, ${orgId}, v.inventory_item_id, v.check_type, v.event_type, v.quantity, v.condition, v.notes,
             v.status, v.location, v.validation_status, ${orgMonth(sql`v.check_date`, timeZone)}, v.check_date,
             coalesce(v.response_data, '{}'::jsonb), ${actorId}
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id uuid, inventory_item_id uuid,
             check_type text, event_type text, quantity integer, condition text, notes text, status text,
             location text, validation_status text, check_date timestamptz, response_data jsonb)`);
    // The outbox rows (stock.changed, and inventory.checked for a count), as
    // recordInventoryEvent writes them: read before the update, so previousQuantity is the
    // item's quantity before this event.
    const told = await tx.execute<{ item: string; previous: number | null }>(sql`
      insert into domain_events (organization_id, kind, subject_id, data, actor)
      select i.organization_id, k.kind, i.id,
        jsonb_build_object(
          'inventoryItemId', i.id, 'assetId', i.asset_id, 'historyId', v.id,
          'eventType', v.event_type, 'quantity', v.quantity, 'previousQuantity', i.quantity, 'at', v.at),
        ${JSON.stringify(actor ?? userActor(actorId))}::jsonb
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
             as v(id uuid, inventory_item_id uuid, event_type text, quantity integer, at text)
      join inventory_items i on i.organization_id = ${orgId} and i.id = v.inventory_item_id
      cross join lateral unnest(case when v.event_type in ('check', 'audit')
        then array['stock.changed', 'inventory.checked'] else array['stock.changed'] end) as k(kind)
      returning subject_id as item, (data->>'previousQuantity')::int as previous`);
    for (const t of told as unknown as { item: string; previous: number | null }[]) previousOf.set(t.item, t.previous);
    const updates = chunk.map((event, i) => ({
      id: event.inventoryItemId,
      quantity: event.quantity,
      // recordInventoryEvent sets the location only when the event names one (a non-empty text).
      location: event.location ? event.location : null,
      at: (ats[start + i] as Date).toISOString(),
    }));
    await tx.execute(sql`
      update inventory_items i
         set quantity = v.quantity,
             location = coalesce(v.location, i.location),
             updated_at = v.at
        from jsonb_to_recordset(${JSON.stringify(updates)}::jsonb)
             as v(id uuid, quantity integer, location text, at timestamptz)
       where i.organization_id = ${orgId} and i.id = v.id`);
    // The stock-alert check recordInventoryEvent makes, for every item of the chunk: the facts
    // read in one statement, core's rules per item, a write only where something changed. Not
    // only the items near a level: the event is part of the item's recent history, so it moves
    // the forecast's reorder point, which can put an item at or below it that was above the
    // old one (a single count alerts there). Planned for its values (withCustomPlans), as the
    // batched corrections read them: a cached generic plan read an item's history about ten
    // times slower (issue 24, scripts/bench/import-ab.ts).
    const eventActor = actor ?? userActor(actorId);
    const movesAt = new Map<number, Map<string, StockMove>>();
    chunk.forEach((event, i) => {
      const at = ats[start + i] as Date;
      const moves = movesAt.get(at.getTime()) ?? new Map<string, StockMove>();
      movesAt.set(at.getTime(), moves);
      moves.set(event.inventoryItemId, {
        quantity: event.quantity,
        at,
        historyId: ids[i] ?? null,
        eventType: event.type,
        validationStatus: event.validationStatus ?? null,
        responseData: event.responseData ?? {},
        previousQuantity: previousOf.get(event.inventoryItemId) ?? undefined,
      });
    });
    await withCustomPlans(tx, async () => {
      // One read per moment the chunk's events are at (an import's share one).
      for (const [time, moves] of movesAt) {
        await checkStockAlertsOfItems(tx, { orgId, actorId, actor: eventActor }, moves, new Date(time));
      }
    });
  }
  await notifyEvents(tx);
  return { historyIds, previousQuantities: events.map((e) => previousOf.get(e.inventoryItemId) ?? null) };
}
