import { assets, type DbOrTx, importBatches, inventoryHistory, inventoryItems, users } from "@stockroom/db";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { DomainError } from "../../errors";
import { recordActivity } from "../activity/record-activity";
import type { OrgContext, ServiceContext } from "../context";
import { recordInventoryCorrection } from "../inventory/record-inventory-correction";

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
        .where(and(eq(inventoryItems.organizationId, orgId), inArray(inventoryItems.id, itemIds)))
        .for("update");
      const later = await tx
        .selectDistinct({ name: inventoryItems.name, id: inventoryItems.id })
        .from(inventoryHistory)
        .innerJoin(inventoryItems, eq(inventoryItems.id, inventoryHistory.inventoryItemId))
        .where(
          and(
            eq(inventoryHistory.organizationId, orgId),
            inArray(inventoryHistory.inventoryItemId, itemIds),
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
        .where(and(eq(assets.organizationId, orgId), inArray(assets.id, created)));
    }
    for (const change of batch.changes) {
      if (change.kind !== "updated" || !change.before) continue;
      const b = change.before as Record<string, unknown> & { item: Record<string, unknown> | null };
      await tx
        .update(assets)
        .set({
          assetTypeId: b.assetTypeId as string,
          name: b.name as string,
          description: b.description as string | null,
          status: b.status as string,
          serialNumber: b.serialNumber as string | null,
          acquisitionDate: b.acquisitionDate as string | null,
          externalId: b.externalId as string | null,
          barcode: b.barcode as string | null,
          assetId: b.assetId as string | null,
          metadata: b.metadata as Record<string, unknown>,
          updatedAt: sql`now()`,
        })
        .where(and(eq(assets.organizationId, orgId), eq(assets.id, change.assetId)));
      if (b.item) {
        await tx
          .update(inventoryItems)
          .set({
            assetTypeId: b.assetTypeId as string,
            name: b.item.name as string,
            description: b.item.description as string | null,
            location: b.item.location as string | null,
            currentPrice: b.item.currentPrice as number | null,
            currency: (b.item.currency as string | null) ?? "USD",
            metadata: (b.item.metadata as Record<string, unknown> | null) ?? {},
            updatedAt: sql`now()`,
          })
          .where(and(eq(inventoryItems.organizationId, orgId), eq(inventoryItems.id, change.inventoryItemId)));
      }
      if (change.historyId && change.quantityBefore !== null && change.quantityBefore !== undefined) {
        await recordInventoryCorrection(
          tx,
          { orgId, actorId },
          {
            historyId: change.historyId,
            quantity: change.quantityBefore,
            reason: `Undo of import "${batch.fileName}"`,
            location: (b.item?.location as string | null) ?? null,
            currency: (b.item?.currency as string | null) ?? "USD",
            unitType: String((b.item?.metadata as Record<string, unknown> | null)?.unit_type ?? "each"),
            responseData: { source: "import_undo", import_batch_id: batch.id },
          },
        );
      }
    }
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
