import { assets, type DbOrTx, importBatches, inventoryHistory, inventoryItems, users } from "@stockroom/db";
import { and, desc, eq, sql } from "drizzle-orm";
import { DomainError } from "../../errors";
import { recordActivity } from "../activity/record-activity";
import type { OrgContext, ServiceContext } from "../context";
import { recordInventoryCorrectionsBatch } from "../inventory/record-inventory-corrections-batch";
import { pgArray } from "../queries";
import { updateAssetColumns } from "./insert-rows";

/** Rows restored per statement. */
const UNDO_CHUNK = 1_000;

export const IMPORT_NOT_FOUND_MESSAGE = "Import not found";
export const ALREADY_UNDONE_MESSAGE = "This import has already been undone.";
export function laterCountsMessage(names: string[], count: number): string {
  const listed = names
    .slice(0, 3)
    .map((n) => `"${n}"`)
    .join(", ");
  return `This import cannot be undone: ${count} of its items ${count === 1 ? "was" : "were"} counted after it (${listed}${count > 3 ? ", …" : ""}). Correct those counts instead.`;
}
export function undoneMessage(count: number): string {
  return `Undid the import of ${count} ${count === 1 ? "asset" : "assets"}`;
}

/**
 * Undoes a whole batch (issue 24 §6): created assets are soft-deleted, changed fields are
 * restored, and a quantity the import set is reverted by a correction of its event, so
 * the history keeps both. Refused when an affected item was counted after the import.
 */
export async function undoImport({ db, orgId, actorId }: ServiceContext, batchId: string) {
  return db.transaction(async (tx) => {
    const [batch] = await tx
      .select()
      .from(importBatches)
      .where(and(eq(importBatches.organizationId, orgId), eq(importBatches.id, batchId)))
      .for("update");
    if (!batch) throw new DomainError("NOT_FOUND", IMPORT_NOT_FOUND_MESSAGE);
    if (batch.status !== "committed") throw new DomainError("CONFLICT", ALREADY_UNDONE_MESSAGE);
    const itemIds = batch.changes.map((c) => c.inventoryItemId);
    if (itemIds.length > 0) {
      // Lock the items first, then look for counts the import did not make.
      await tx
        .select({ id: inventoryItems.id })
        .from(inventoryItems)
        .where(
          and(eq(inventoryItems.organizationId, orgId), sql`${inventoryItems.id} = any(${pgArray(itemIds)}::uuid[])`),
        )
        .for("update");
      const later = await tx
        .selectDistinct({ name: inventoryItems.name, id: inventoryItems.id })
        .from(inventoryHistory)
        .innerJoin(inventoryItems, eq(inventoryItems.id, inventoryHistory.inventoryItemId))
        .where(
          and(
            eq(inventoryHistory.organizationId, orgId),
            sql`${inventoryHistory.inventoryItemId} = any(${pgArray(itemIds)}::uuid[])`,
            eq(inventoryHistory.isDeleted, false),
            sql`${inventoryHistory.createdAt} >= ${batch.createdAt.toISOString()}`,
            // The batch's own events, and those of later imports already undone, are no counts.
            sql`coalesce(${inventoryHistory.responseData}->>'import_batch_id', '') not in (
              select ${importBatches.id}::text from ${importBatches}
              where ${importBatches.organizationId} = ${orgId}
                and (${importBatches.id} = ${batch.id} or ${importBatches.status} = 'undone'))`,
          ),
        );
      if (later.length > 0) {
        throw new DomainError(
          "CONFLICT",
          laterCountsMessage(
            later.map((l) => l.name),
            later.length,
          ),
        );
      }
    }
    const created = batch.changes.filter((c) => c.kind === "created").map((c) => c.assetId);
    if (created.length > 0) {
      await tx
        .update(assets)
        .set({ isDeleted: true, deletedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(assets.organizationId, orgId), sql`${assets.id} = any(${pgArray(created)}::uuid[])`));
    }
    // Changed assets and items get their old values back: one statement each for the batch.
    const updated = batch.changes.filter((c) => c.kind === "updated" && c.before);
    const befores = updated.map((c) => ({
      change: c,
      b: c.before as Record<string, unknown> & { item: Record<string, unknown> | null },
    }));
    for (let start = 0; start < befores.length; start += UNDO_CHUNK) {
      const chunk = befores.slice(start, start + UNDO_CHUNK);
      const assetValues = chunk.map(({ change, b }) => ({
        id: change.assetId,
        asset_type_id: b.assetTypeId,
        name: b.name,
        description: b.description,
        status: b.status,
        serial_number: b.serialNumber,
        acquisition_date: b.acquisitionDate,
        external_id: b.externalId,
        barcode: b.barcode,
        asset_id: b.assetId,
        metadata: b.metadata ?? {},
      }));
      await updateAssetColumns(tx, orgId, assetValues);
      const itemValues = chunk
        .filter(({ b }) => b.item)
        .map(({ change, b }) => ({
          id: change.inventoryItemId,
          asset_type_id: b.assetTypeId,
          name: b.item?.name,
          description: b.item?.description ?? null,
          location: b.item?.location ?? null,
          current_price: b.item?.currentPrice ?? null,
          currency: b.item?.currency ?? "USD",
          metadata: b.item?.metadata ?? {},
        }));
      if (itemValues.length > 0) {
        await tx.execute(sql`
          update inventory_items i
             set asset_type_id = v.asset_type_id, name = v.name, description = v.description, location = v.location,
                 current_price = v.current_price, currency = v.currency, metadata = v.metadata, updated_at = now()
            from jsonb_to_recordset(${JSON.stringify(itemValues)}::jsonb) as v(
                 id uuid, asset_type_id uuid, name text, description text, location text, current_price numeric,
                 currency text, metadata jsonb)
           where i.organization_id = ${orgId} and i.id = v.id`);
      }
    }
    // A quantity the import set is reverted by a correction of its event (only the rows whose
    // quantity the import changed): the batched writer of corrections, a few statements per
    // thousand rows; the import's entries stay as they were and each correction shows the revert.
    const reverts = befores.filter(
      ({ change }) => change.historyId && change.quantityBefore !== null && change.quantityBefore !== undefined,
    );
    await recordInventoryCorrectionsBatch(
      tx,
      { orgId, actorId },
      reverts.map(({ change, b }) => ({
        historyId: change.historyId as string,
        quantity: change.quantityBefore as number,
        reason: `Undo of import "${batch.fileName}"`,
        location: (b.item?.location as string | null) ?? null,
        currency: (b.item?.currency as string | null) ?? "USD",
        unitType: String((b.item?.metadata as Record<string, unknown> | null)?.unit_type ?? "each"),
        responseData: { source: "import_undo", import_batch_id: batch.id },
      })),
    );
    await tx
      .update(importBatches)
      .set({ status: "undone", undoneAt: sql`now()`, undoneBy: actorId })
      .where(and(eq(importBatches.organizationId, orgId), eq(importBatches.id, batch.id)));
    const count = batch.changes.length;
    await recordActivity(tx, orgId, actorId, {
      type: "import_undone",
      description: undoneMessage(count),
      entityType: "import_batch",
      entityId: batch.id,
    });
    return { batchId: batch.id, undone: count };
  });
}

/** The organization's recent imports, newest first (who, which file, when, counts, state). */
export async function listImportBatches({ db, orgId }: OrgContext) {
  return (db as DbOrTx)
    .select({
      id: importBatches.id,
      fileName: importBatches.fileName,
      status: importBatches.status,
      counts: importBatches.counts,
      createdAt: importBatches.createdAt,
      undoneAt: importBatches.undoneAt,
      importedBy: users.fullName,
    })
    .from(importBatches)
    .leftJoin(users, eq(users.id, importBatches.createdBy))
    .where(eq(importBatches.organizationId, orgId))
    .orderBy(desc(importBatches.createdAt))
    .limit(20);
}
