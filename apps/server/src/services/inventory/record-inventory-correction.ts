import { HISTORY_RECORD_NOT_FOUND_MESSAGE } from "@stockroom/core";
import { type DbOrTx, inventoryCorrections, inventoryHistory, inventoryItems } from "@stockroom/db";
import { and, eq, sql } from "drizzle-orm";
import { DomainError } from "../../errors";
import { checkStockAlerts } from "../alerts/stock-alerts";
import { emitEvent, userActor } from "../events/emit-event";
import { stockAt } from "../queries";
import type { InventoryEventContext } from "./record-inventory-event";

/** A correction of one history entry (spec 02 §4 "Corrections"). */
export interface InventoryCorrectionEvent {
  historyId: string;
  /** The corrected quantity. */
  quantity: number;
  reason: string;
  location?: string | null;
  notes?: string | null;
  price?: number | null;
  currency: string;
  unitType: string;
  responseData?: Record<string, unknown> | null;
  /**
   * Set by the anomaly banner's fix: stored as the entry's response_data.fix_applied
   * (timestamp, original_quantity, new_quantity, reason, fix_type, confidence), which also
   * makes the entry verified.
   */
  fixApplied?: { fixType: string; confidence: number | null } | null;
}

/**
 * The one writer of corrections, the sibling of `recordInventoryEvent` for the other kind of
 * stock change: it never edits the original entry's quantity, location or notes. It locks
 * the item (`for update`, scoped to the organization), adds an auto-approved
 * inventory_corrections row, records a fix on the entry when the banner made it, and
 * resyncs the item to the latest history entry as corrected, then runs the stock-alert check
 * on the corrected quantity (issue 25: a correction that takes the item below a level notifies
 * once, one that lifts it above clears the level). Call it inside the action's transaction.
 */
export async function recordInventoryCorrection(
  tx: DbOrTx,
  { orgId, actorId, actor }: InventoryEventContext,
  correction: InventoryCorrectionEvent,
): Promise<{ correctionId: string; inventoryItemId: string; originalQuantity: number; itemQuantity: number }> {
  const [entry] = await tx
    .select({
      id: inventoryHistory.id,
      inventoryItemId: inventoryHistory.inventoryItemId,
      quantity: inventoryHistory.quantity,
      location: inventoryHistory.location,
      notes: inventoryHistory.notes,
    })
    .from(inventoryHistory)
    .where(
      and(
        eq(inventoryHistory.organizationId, orgId),
        eq(inventoryHistory.id, correction.historyId),
        eq(inventoryHistory.isDeleted, false),
      ),
    )
    .limit(1);
  if (!entry) throw new DomainError("NOT_FOUND", HISTORY_RECORD_NOT_FOUND_MESSAGE);

  const { assetId, quantity: quantityBefore } = await lockInventoryItem(tx, orgId, entry.inventoryItemId);

  const [row] = await tx
    .insert(inventoryCorrections)
    .values({
      organizationId: orgId,
      originalHistoryId: entry.id,
      approvalStatus: "approved",
      correctionReason: correction.reason,
      originalQuantity: entry.quantity,
      correctedQuantity: correction.quantity,
      originalLocation: entry.location,
      correctedLocation: correction.location ?? entry.location,
      originalNotes: entry.notes,
      correctedNotes: correction.notes ?? entry.notes,
      responseData: correction.responseData ?? null,
      price: correction.price ?? null,
      currency: correction.currency,
      unitType: correction.unitType,
      createdBy: actorId,
    })
    .returning({ id: inventoryCorrections.id });
  if (!row) throw new Error("inventory correction insert returned no row");

  if (correction.fixApplied) {
    const fix = {
      timestamp: new Date().toISOString(),
      original_quantity: entry.quantity,
      new_quantity: correction.quantity,
      reason: correction.reason,
      fix_type: correction.fixApplied.fixType,
      confidence: correction.fixApplied.confidence,
    };
    await tx
      .update(inventoryHistory)
      .set({
        responseData: sql`${inventoryHistory.responseData} || ${JSON.stringify({ fix_applied: fix })}::jsonb`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(inventoryHistory.organizationId, orgId), eq(inventoryHistory.id, entry.id)));
  }

  const itemQuantity = await resyncItemToLatestHistory(tx, orgId, entry.inventoryItemId);
  const eventActor = actor ?? userActor(actorId);
  // The same check as every stock move (after the resync: it reads the entries as corrected).
  // A correction adds no entry, so it is no count for the anomaly rules (historyId null).
  await checkStockAlerts(tx, { orgId, actorId, actor: eventActor }, entry.inventoryItemId, {
    quantity: itemQuantity,
    at: new Date(),
    historyId: null,
    eventType: "correction",
    previousQuantity: quantityBefore,
  });
  await emitEvent(
    tx,
    { orgId, actor: eventActor },
    {
      kind: "correction.applied",
      subjectId: entry.inventoryItemId,
      data: {
        inventoryItemId: entry.inventoryItemId,
        assetId,
        historyId: entry.id,
        correctionId: row.id,
        originalQuantity: entry.quantity,
        correctedQuantity: correction.quantity,
        itemQuantity,
        reason: correction.reason,
      },
    },
  );
  return {
    correctionId: row.id,
    inventoryItemId: entry.inventoryItemId,
    originalQuantity: entry.quantity,
    itemQuantity,
  };
}

/** `select … for update` of the item in the organization; NOT_FOUND when it is not there. */
export async function lockInventoryItem(
  tx: DbOrTx,
  orgId: string,
  inventoryItemId: string,
): Promise<{ assetId: string | null; quantity: number }> {
  const [item] = await tx
    .select({ id: inventoryItems.id, assetId: inventoryItems.assetId, quantity: inventoryItems.quantity })
    .from(inventoryItems)
    .where(and(eq(inventoryItems.organizationId, orgId), eq(inventoryItems.id, inventoryItemId)))
    .for("update");
  if (!item) throw new DomainError("NOT_FOUND", HISTORY_RECORD_NOT_FOUND_MESSAGE);
  return { assetId: item.assetId, quantity: item.quantity };
}

/**
 * Spec 02 §4: "Editing a history record resyncs the item to the latest history row." The
 * latest live entry (`stockAt` with no bound) gives the item its quantity (and location),
 * as corrected. An item without entries keeps its quantity.
 */
export async function resyncItemToLatestHistory(tx: DbOrTx, orgId: string, inventoryItemId: string): Promise<number> {
  const [latest] = await tx.execute<{ quantity: number; location: string | null }>(
    sql`select s.quantity::int as quantity, s.location from ${stockAt({ orgId, itemId: inventoryItemId, before: null })} s`,
  );
  if (!latest) {
    const [item] = await tx
      .select({ quantity: inventoryItems.quantity })
      .from(inventoryItems)
      .where(and(eq(inventoryItems.organizationId, orgId), eq(inventoryItems.id, inventoryItemId)));
    return item?.quantity ?? 0;
  }
  const quantity = Number(latest.quantity);
  await tx
    .update(inventoryItems)
    .set({ quantity, ...(latest.location ? { location: latest.location } : {}), updatedAt: sql`now()` })
    .where(and(eq(inventoryItems.organizationId, orgId), eq(inventoryItems.id, inventoryItemId)));
  return quantity;
}
