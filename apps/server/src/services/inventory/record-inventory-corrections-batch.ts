import { randomUUID } from "node:crypto";
import { HISTORY_RECORD_NOT_FOUND_MESSAGE } from "@stockroom/core";
import type { DbOrTx } from "@stockroom/db";
import { sql } from "drizzle-orm";
import { DomainError } from "../../errors";
import { checkStockAlertsOfItems } from "../alerts/stock-alerts";
import { notifyEvents, userActor } from "../events/emit-event";
import { entryAsCorrected, pgArray } from "../queries";
import { ANALYZE_AFTER_ROWS, analyzeTables } from "../queries/analyze-tables";
import { withCustomPlans } from "../queries/custom-plans";
import type { InventoryCorrectionEvent } from "./record-inventory-correction";
import type { InventoryEventContext } from "./record-inventory-event";

/** Corrections per statement (the rows go as one JSON parameter). */
const CHUNK = 1_000;

/**
 * The batched sibling of `recordInventoryCorrection` for a bulk writer (the undo of an
 * import): the same rows, written a few statements per thousand corrections instead of six
 * per correction. Per chunk: the entries (every one must be a live entry of the
 * organization, else nothing is written), the items locked (`for update`, in the
 * organization), one insert of the auto-approved corrections (the entries are never edited),
 * one update resyncing each item to its latest entry as corrected (stockAt's rule), the stock-alert
 * check of every item (one read of their facts), and one insert of the `correction.applied` outbox rows.
 * A banner fix (`fixApplied`) is not taken: that stays the single writer's. The entries must be
 * distinct. Returns each correction's id and its item's quantity after, in the order given.
 */
export async function recordInventoryCorrectionsBatch(
  tx: DbOrTx,
  { orgId, actorId, actor }: InventoryEventContext,
  corrections: readonly Omit<InventoryCorrectionEvent, "fixApplied">[],
): Promise<{ correctionIds: string[]; itemQuantities: number[] }> {
  if (new Set(corrections.map((c) => c.historyId)).size !== corrections.length) {
    throw new Error("recordInventoryCorrectionsBatch: two corrections of one entry");
  }
  const correctionIds = corrections.map(() => randomUUID());
  const itemQuantities: number[] = [];
  const eventActor = actor ?? userActor(actorId);
  for (let start = 0; start < corrections.length; start += CHUNK) {
    const chunk = corrections.slice(start, start + CHUNK);
    const rows = chunk.map((c, i) => ({
      id: correctionIds[start + i],
      history_id: c.historyId,
      quantity: c.quantity,
      reason: c.reason,
      location: c.location ?? null,
      notes: c.notes ?? null,
      price: c.price ?? null,
      currency: c.currency,
      unit_type: c.unitType,
      response_data: c.responseData ?? null,
    }));
    const json = JSON.stringify(rows);
    const entries = [
      ...(await tx.execute<{ history_id: string; item_id: string; original: number }>(sql`
        select h.id as history_id, h.inventory_item_id as item_id, h.quantity as original
          from jsonb_to_recordset(${json}::jsonb) as v(history_id uuid)
          join inventory_history h on h.organization_id = ${orgId} and h.id = v.history_id and h.is_deleted = false`)),
    ];
    if (entries.length !== chunk.length) throw new DomainError("NOT_FOUND", HISTORY_RECORD_NOT_FOUND_MESSAGE);
    const entryOf = new Map(entries.map((e) => [e.history_id, e]));
    const itemIds = [...new Set(entries.map((e) => e.item_id))];
    const locked = [
      ...(await tx.execute<{ id: string; asset_id: string | null; quantity: number }>(sql`
        select id, asset_id, quantity from inventory_items
         where organization_id = ${orgId} and id = any(${pgArray(itemIds)}::uuid[])
         for update`)),
    ];
    if (locked.length !== itemIds.length) throw new DomainError("NOT_FOUND", HISTORY_RECORD_NOT_FOUND_MESSAGE);
    const before = new Map(locked.map((l) => [l.id, l]));

    // As recordInventoryCorrection writes each: the entry's values as the originals, the
    // correction's location and notes or else the entry's.
    await tx.execute(sql`
      insert into inventory_corrections (id, organization_id, original_history_id, approval_status,
        correction_reason, original_quantity, corrected_quantity, original_location, corrected_location,
        original_notes, corrected_notes, response_data, price, currency, unit_type, created_by)
      select v.id, ${orgId}, h.id, 'approved', v.reason, h.quantity, v.quantity, h.location,
             coalesce(v.location, h.location), h.notes, coalesce(v.notes, h.notes), v.response_data, v.price,
             v.currency, v.unit_type, ${actorId}
        from jsonb_to_recordset(${json}::jsonb) as v(id uuid, history_id uuid, quantity integer, reason text,
             location text, notes text, price numeric, currency text, unit_type text, response_data jsonb)
        join inventory_history h on h.organization_id = ${orgId} and h.id = v.history_id`);
    // A large batch (an import's undo): statistics that count the corrections it writes, before
    // the reads below look entries' corrections up (queries/analyze-tables.ts; otherwise each
    // lookup read the organization's corrections by the organization's index, issue 24).
    if (start === 0 && corrections.length >= ANALYZE_AFTER_ROWS) {
      await analyzeTables(tx, ["inventory_corrections", "inventory_items", "inventory_history"]);
    }

    // Spec 02 §4: each item resynced to its latest entry as corrected (quantity, and location
    // when that entry names one), as resyncItemToLatestHistory does one item at a time through
    // `stockAt`: the same entries (live, not 'deleted'), the same order (check date, created,
    // id), read for the whole chunk at once with `distinct on`. The entries are reached through
    // the organization's items (history of an item is its organization's), by the item index:
    // compared with the organization as a constant, the planner, whose statistics did not know
    // the rows an import had just written, read the organization's whole history per item
    // (stockAt's probe: 26 s for 10,000 items; issue 24, scripts/bench/import-ab.ts --explain).
    // The read is planned for its values (withCustomPlans: the corrections were just written,
    // and a generic plan made while that table was empty scans it per entry); the update is a
    // statement of its own, so its per-row foreign-key checks keep their cached plans.
    const c = entryAsCorrected("e");
    const latest = await withCustomPlans(tx, () =>
      tx.execute<{ id: string; quantity: number; location: string | null }>(sql`
        select distinct on (e.inventory_item_id) e.inventory_item_id as id,
               ${c.quantity} as quantity, ${c.location} as location
          from unnest(${pgArray(itemIds)}::uuid[]) as x(id)
          join inventory_items it on it.organization_id = ${orgId} and it.id = x.id
          join inventory_history e on e.inventory_item_id = it.id and e.organization_id = it.organization_id
          ${c.join}
         where e.is_deleted = false and e.event_type <> 'deleted'
         order by e.inventory_item_id, e.check_date desc, e.created_at desc, e.id desc`),
    );
    const resyncs = [...latest].map((l) => ({ id: l.id, quantity: Number(l.quantity), location: l.location }));
    if (resyncs.length > 0) {
      await tx.execute(sql`
        update inventory_items i
           set quantity = v.quantity,
               location = case when coalesce(v.location, '') <> '' then v.location else i.location end,
               updated_at = now()
          from jsonb_to_recordset(${JSON.stringify(resyncs)}::jsonb) as v(id uuid, quantity integer, location text)
         where i.organization_id = ${orgId} and i.id = v.id`);
    }
    const resynced = resyncs;
    const quantityOf = new Map(locked.map((l) => [l.id, Number(l.quantity)]));
    for (const r of resynced as unknown as { id: string; quantity: number }[]) quantityOf.set(r.id, Number(r.quantity));

    // The stock-alert check of every stock move, for every item of the chunk (as
    // recordInventoryCorrection runs it after its resync): the facts read in one statement,
    // core's rules per item. Not only the items at a level: a corrected count moves the
    // forecast's reorder point, which can reach an item whose quantity did not move.
    const at = new Date();
    const moves = new Map(
      itemIds.map((id) => [
        id,
        {
          quantity: quantityOf.get(id) ?? 0,
          at,
          historyId: null,
          eventType: "correction",
          previousQuantity: Number(before.get(id)?.quantity ?? 0),
        },
      ]),
    );
    await withCustomPlans(tx, () => checkStockAlertsOfItems(tx, { orgId, actorId, actor: eventActor }, moves, at));

    const told = chunk.map((c, i) => {
      const entry = entryOf.get(c.historyId);
      const itemId = entry?.item_id as string;
      return {
        subject_id: itemId,
        data: {
          inventoryItemId: itemId,
          assetId: before.get(itemId)?.asset_id ?? null,
          historyId: c.historyId,
          correctionId: correctionIds[start + i],
          originalQuantity: entry?.original,
          correctedQuantity: c.quantity,
          itemQuantity: quantityOf.get(itemId),
          reason: c.reason,
        },
      };
    });
    await tx.execute(sql`
      insert into domain_events (organization_id, kind, subject_id, data, actor)
      select ${orgId}, 'correction.applied', v.subject_id, v.data, ${JSON.stringify(eventActor)}::jsonb
        from jsonb_to_recordset(${JSON.stringify(told)}::jsonb) as v(subject_id uuid, data jsonb)`);
    for (const c of chunk) itemQuantities.push(quantityOf.get(entryOf.get(c.historyId)?.item_id as string) ?? 0);
  }
  if (corrections.length > 0) await notifyEvents(tx);
  return { correctionIds, itemQuantities };
}
