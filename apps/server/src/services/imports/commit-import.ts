import { randomUUID } from "node:crypto";
import type { ImportAssetValues } from "@stockroom/core";
import {
  assets,
  assetTypes,
  type ImportBatchChange,
  importBatches,
  inventoryItems,
  inventoryPriceHistory,
  type Transaction,
} from "@stockroom/db";
import { and, eq, sql } from "drizzle-orm";
import { DomainError, pgErrorCode } from "../../errors";
import { recordActivity } from "../activity/record-activity";
import { assetItemRow } from "../assets/asset-item-row";
import { mintAssetBarcode } from "../assets/mint-asset-barcode";
import { emitEvent, userActor } from "../events/emit-event";
import { recordInventoryEvent } from "../inventory/record-inventory-event";
import type { ExistingAsset } from "./import-values";
import {
  type ImportOptions,
  type ImportType,
  type PlanContext,
  type PlannedRow,
  planRows,
  prepareImport,
  saveMapping,
} from "./plan-import";

export function rowErrorsMessage(row: PlannedRow): string {
  const first = row.errors[0];
  const what = first ? (first.column ? `${first.column}: ${first.message}` : first.message) : "";
  return `Row ${row.row} has an error (${what}). Nothing was imported; fix the rows with errors and try again.`;
}
export const KEY_TAKEN_MESSAGE =
  "A barcode or external id in the file is already used by another asset. Nothing was imported.";
export function importedMessage(count: number): string {
  return `Imported ${count} ${count === 1 ? "asset" : "assets"}`;
}

function metadataOf(v: ImportAssetValues, previous: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...previous,
    ...v.conversions,
    location: v.location,
    location_details: v.location_details,
    cost: v.cost,
    unit_type: v.unit,
    current_inventory: v.quantity,
    distributor: v.distributor,
    currency: v.currency,
  };
}

/**
 * Commits an import (issue 24 §5): all rows or none, in one transaction. New assets get
 * their item, an intake event (through `recordInventoryEvent`, naming the import as the
 * source) and a price record; changed assets are updated, and a changed quantity is a set
 * ("adjustment") event. The batch row keeps what each row did, for undo.
 */
export async function commitImport(ctx: PlanContext & { actorId: string }, options: ImportOptions) {
  const batchId = randomUUID();
  try {
    return await ctx.db.transaction(async (tx) => {
      // One import at a time per organization: two commits of one file cannot both create.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`import:${ctx.orgId}`}))`);
      const planCtx = { ...ctx, db: tx };
      const plan = await prepareImport(planCtx, options);
      const counts = { created: 0, updated: 0, unchanged: 0 };
      const changes: ImportBatchChange[] = [];
      const source = { source: "import", import_batch_id: batchId, file_name: plan.fileName };
      const typeFor = async (name: string): Promise<ImportType & { id: string }> => {
        const known = plan.types.get(name.toLowerCase());
        if (known?.id) return known as ImportType & { id: string };
        const [created] = await tx
          .insert(assetTypes)
          .values({ organizationId: ctx.orgId, name, createdBy: ctx.actorId })
          .returning({ id: assetTypes.id });
        if (!created) throw new Error("asset type insert returned no row");
        const type = { id: created.id, name, conversionFields: [], enableBarcodes: false, barcodePrefix: null };
        plan.types.set(name.toLowerCase(), type);
        return type;
      };

      await planRows(planCtx, plan, options, async (row) => {
        if (row.outcome === "error") throw new DomainError("BAD_REQUEST", rowErrorsMessage(row));
        if (row.outcome === "unchanged") {
          counts.unchanged++;
          return;
        }
        const v = row.values as ImportAssetValues;
        const type = await typeFor(v.asset_type);
        if (row.outcome === "create") {
          changes.push(await createRow(tx, ctx, v, type, source));
          counts.created++;
        } else {
          changes.push(await updateRow(tx, ctx, v, type, row.existing as ExistingAsset, source));
          counts.updated++;
        }
      });

      await tx.insert(importBatches).values({
        id: batchId,
        organizationId: ctx.orgId,
        fileName: plan.fileName,
        matchKey: options.matchKey,
        counts,
        changes,
        createdBy: ctx.actorId,
      });
      await saveMapping(tx, ctx.orgId, plan);
      const imported = counts.created + counts.updated;
      await recordActivity(tx, ctx.orgId, ctx.actorId, {
        type: "assets_imported",
        description: importedMessage(imported),
        entityType: "import_batch",
        entityId: batchId,
      });
      await emitEvent(
        tx,
        { orgId: ctx.orgId, actor: userActor(ctx.actorId) },
        { kind: "import.completed", subjectId: batchId, data: { batchId, ...counts } },
      );
      return { batchId, fileName: plan.fileName, counts };
    });
  } catch (err) {
    if (pgErrorCode(err) === "23505") throw new DomainError("CONFLICT", KEY_TAKEN_MESSAGE);
    throw err;
  }
}

async function createRow(
  tx: Transaction,
  ctx: { orgId: string; actorId: string },
  v: ImportAssetValues,
  type: ImportType & { id: string },
  source: Record<string, unknown>,
): Promise<ImportBatchChange> {
  const { orgId, actorId } = ctx;
  const barcode = v.barcode ?? (type.enableBarcodes ? await mintAssetBarcode(tx, orgId, type.barcodePrefix) : null);
  const [asset] = await tx
    .insert(assets)
    .values({
      organizationId: orgId,
      assetTypeId: type.id,
      name: v.name,
      description: v.description,
      status: v.status,
      serialNumber: v.serial_number,
      acquisitionDate: v.acquisition_date,
      externalId: v.external_id,
      barcode,
      assetId: barcode,
      metadata: metadataOf(v),
      createdBy: actorId,
    })
    .returning({ id: assets.id });
  if (!asset) throw new Error("asset insert returned no row");
  const [item] = await tx
    .insert(inventoryItems)
    .values(assetItemRow({ orgId, actorId, assetId: asset.id, assetTypeId: type.id }, v, barcode))
    .returning({ id: inventoryItems.id });
  if (!item) throw new Error("inventory item insert returned no row");
  const [{ historyId }] = await Promise.all([
    recordInventoryEvent(
      tx,
      { orgId, actorId },
      {
        type: "intake",
        inventoryItemId: item.id,
        quantity: v.quantity,
        location: v.location,
        notes: "Imported",
        responseData: { ...source, metadata: { user_id: actorId } },
      },
    ),
    tx.insert(inventoryPriceHistory).values({
      organizationId: orgId,
      inventoryItemId: item.id,
      price: v.cost,
      currency: v.currency,
      unitType: v.unit,
      notes: "Imported",
      createdBy: actorId,
    }),
  ]);
  return { assetId: asset.id, inventoryItemId: item.id, kind: "created", historyId };
}

async function updateRow(
  tx: Transaction,
  ctx: { orgId: string; actorId: string },
  v: ImportAssetValues,
  type: ImportType & { id: string },
  existing: ExistingAsset,
  source: Record<string, unknown>,
): Promise<ImportBatchChange> {
  const { orgId, actorId } = ctx;
  const before = {
    assetTypeId: existing.assetTypeId,
    name: existing.name,
    description: existing.description,
    status: existing.status,
    serialNumber: existing.serialNumber,
    acquisitionDate: existing.acquisitionDate,
    externalId: existing.externalId,
    barcode: existing.barcode,
    assetId: existing.assetId,
    metadata: existing.metadata,
    item: existing.itemId
      ? {
          name: existing.name,
          description: existing.description,
          location: existing.itemLocation,
          currentPrice: existing.itemPrice,
          currency: existing.itemCurrency,
          metadata: existing.itemMetadata,
        }
      : null,
  };
  await tx
    .update(assets)
    .set({
      assetTypeId: type.id,
      name: v.name,
      description: v.description,
      status: v.status,
      serialNumber: v.serial_number,
      acquisitionDate: v.acquisition_date,
      externalId: v.external_id,
      barcode: v.barcode,
      assetId: v.barcode === existing.barcode ? existing.assetId : v.barcode,
      metadata: metadataOf(v, existing.metadata),
      updatedAt: sql`now()`,
    })
    .where(and(eq(assets.organizationId, orgId), eq(assets.id, existing.id)));

  let itemId = existing.itemId;
  let historyId: string | null = null;
  const quantityBefore = existing.quantity;
  if (!itemId) {
    const [item] = await tx
      .insert(inventoryItems)
      .values(assetItemRow({ orgId, actorId, assetId: existing.id, assetTypeId: type.id }, v))
      .returning({ id: inventoryItems.id });
    if (!item) throw new Error("inventory item insert returned no row");
    itemId = item.id;
    historyId = (
      await recordInventoryEvent(
        tx,
        { orgId, actorId },
        { type: "intake", inventoryItemId: itemId, quantity: v.quantity, location: v.location, responseData: source },
      )
    ).historyId;
  } else {
    // Locked from its current value, so a count recorded meanwhile is not lost.
    const [locked] = await tx
      .select({ quantity: inventoryItems.quantity })
      .from(inventoryItems)
      .where(and(eq(inventoryItems.organizationId, orgId), eq(inventoryItems.id, itemId)))
      .for("update");
    await tx
      .update(inventoryItems)
      .set({
        assetTypeId: type.id,
        name: v.name,
        description: v.description,
        currentPrice: v.cost,
        currency: v.currency,
        ...(v.location !== null ? { location: v.location } : {}),
        metadata: sql`${inventoryItems.metadata} || ${JSON.stringify({ unit_type: v.unit })}::jsonb`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(inventoryItems.organizationId, orgId), eq(inventoryItems.id, itemId)));
    if (locked && locked.quantity !== v.quantity) {
      historyId = (
        await recordInventoryEvent(
          tx,
          { orgId, actorId },
          {
            type: "adjustment",
            inventoryItemId: itemId,
            quantity: v.quantity,
            location: v.location,
            notes: "Set by import",
            responseData: { ...source, _previous_quantity: locked.quantity, metadata: { user_id: actorId } },
          },
        )
      ).historyId;
    }
    if (v.cost !== (existing.itemPrice ?? 0) || v.currency !== existing.itemCurrency) {
      await tx.insert(inventoryPriceHistory).values({
        organizationId: orgId,
        inventoryItemId: itemId,
        price: v.cost,
        currency: v.currency,
        unitType: v.unit,
        notes: "Imported",
        createdBy: actorId,
      });
    }
  }
  return {
    assetId: existing.id,
    inventoryItemId: itemId,
    kind: "updated",
    before,
    historyId,
    quantityBefore: existing.itemId ? quantityBefore : null,
  };
}
