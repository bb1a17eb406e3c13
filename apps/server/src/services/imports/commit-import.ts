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
import { recordInventoryEventsBatch } from "../inventory/record-inventory-events-batch";
import { pgArray } from "../queries";
import { ANALYZE_AFTER_ROWS, analyzeTables } from "../queries/analyze-tables";
import type { ExistingAsset } from "./import-values";
import { insertRows, updateAssetColumns } from "./insert-rows";
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

export interface CommitResult {
  batchId: string;
  fileName: string;
  counts: { created: number; updated: number; unchanged: number };
}

export interface CommitHooks {
  /** After each batch of rows is written: how many rows of the file have been read. */
  onProgress?(processed: number): Promise<void>;
  /** Last, inside the commit's transaction (a background run marks itself done with it). */
  beforeCommit?(tx: Transaction, result: CommitResult): Promise<void>;
}

type Planned = { v: ImportAssetValues; type: ImportType & { id: string }; row: PlannedRow };
type Source = Record<string, unknown>;

/**
 * Commits an import (issue 24 §5): all rows or none, in one transaction. The rows are
 * planned 500 at a time and each batch is written with a few multi-row statements: new
 * assets get their item, an intake event (through `recordInventoryEventsBatch`, the batched
 * `recordInventoryEvent`, naming the import as the source) and a price record; changed
 * assets are updated, and a changed quantity is a set ("adjustment") event. The batch row
 * keeps what each row did, for undo.
 */
export async function commitImport(
  ctx: PlanContext & { actorId: string },
  options: ImportOptions,
  hooks: CommitHooks = {},
): Promise<CommitResult> {
  const batchId = randomUUID();
  try {
    return await ctx.db.transaction(async (tx) => {
      // One import at a time per organization: two commits of one file cannot both create.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`import:${ctx.orgId}`}))`);
      // No transaction-wide `plan_cache_mode = force_custom_plan` (issue 24, measured): it also
      // re-planned every foreign-key check and trigger statement, per row. The key lookups,
      // which need fresh plans, set it for themselves only (loadAssetsByKey).
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

      // Before the next rows once a batch's worth is written: statistics that count them
      // (queries/analyze-tables.ts). A file of one batch never pays for it.
      let analyzed = false;
      let pending: PlannedRow[] = [];
      const writeBatch = async () => {
        const rows = pending;
        pending = [];
        const planned: Planned[] = [];
        for (const row of rows) {
          const v = row.values as ImportAssetValues;
          planned.push({ v, type: await typeFor(v.asset_type), row });
        }
        if (!analyzed && planned.length > 0 && counts.created + counts.updated >= ANALYZE_AFTER_ROWS) {
          analyzed = true;
          await analyzeTables(tx, ["assets", "inventory_items", "inventory_history", "inventory_price_history"]);
        }
        const created = planned.filter((p) => p.row.outcome === "create");
        const updated = planned.filter((p) => p.row.outcome === "update");
        changes.push(...(await createRows(tx, ctx, created, source)));
        changes.push(...(await updateRows(tx, ctx, updated, source)));
        counts.created += created.length;
        counts.updated += updated.length;
      };

      await planRows(
        planCtx,
        plan,
        options,
        (row) => {
          if (row.outcome === "error") throw new DomainError("BAD_REQUEST", rowErrorsMessage(row));
          if (row.outcome === "unchanged") counts.unchanged++;
          else pending.push(row);
        },
        async (processed) => {
          await writeBatch();
          await hooks.onProgress?.(processed);
        },
      );

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
      const result = { batchId, fileName: plan.fileName, counts };
      await hooks.beforeCommit?.(tx, result);
      return result;
    });
  } catch (err) {
    if (pgErrorCode(err) === "23505") throw new DomainError("CONFLICT", KEY_TAKEN_MESSAGE);
    throw err;
  }
}

/** New assets of one batch: assets, their items, intake events and price records, a statement each. */
async function createRows(
  tx: Transaction,
  ctx: { orgId: string; actorId: string },
  list: readonly Planned[],
  source: Source,
): Promise<ImportBatchChange[]> {
  if (list.length === 0) return [];
  const { orgId, actorId } = ctx;
  const rows: (Planned & { assetId: string; itemId: string; barcode: string | null })[] = [];
  for (const p of list) {
    const barcode =
      p.v.barcode ?? (p.type.enableBarcodes ? await mintAssetBarcode(tx, orgId, p.type.barcodePrefix) : null);
    rows.push({ ...p, barcode, assetId: randomUUID(), itemId: randomUUID() });
  }
  await insertRows(
    tx,
    assets,
    rows.map(({ v, type, barcode, assetId }) => ({
      id: assetId,
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
    })),
  );
  await insertRows(
    tx,
    inventoryItems,
    rows.map(({ v, type, barcode, assetId, itemId }) => ({
      ...assetItemRow({ orgId, actorId, assetId, assetTypeId: type.id }, v, barcode),
      id: itemId,
    })),
  );
  const { historyIds } = await recordInventoryEventsBatch(
    tx,
    { orgId, actorId },
    rows.map(({ v, itemId }) => ({
      type: "intake",
      inventoryItemId: itemId,
      quantity: v.quantity,
      location: v.location,
      notes: "Imported",
      responseData: { ...source, metadata: { user_id: actorId } },
    })),
  );
  await insertRows(
    tx,
    inventoryPriceHistory,
    rows.map(({ v, itemId }) => ({
      organizationId: orgId,
      inventoryItemId: itemId,
      price: v.cost,
      currency: v.currency,
      unitType: v.unit,
      notes: "Imported",
      createdBy: actorId,
    })),
  );
  return rows.map(({ assetId, itemId }, i) => ({
    assetId,
    inventoryItemId: itemId,
    kind: "created",
    historyId: historyIds[i] ?? null,
  }));
}

function beforeOf(existing: ExistingAsset): Record<string, unknown> {
  return {
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
}

/**
 * Changed assets of one batch: one `update … from jsonb_to_recordset` for the assets and
 * one for their items (locked first, from their current values, so a count recorded
 * meanwhile is not lost); new items, set events and price records are multi-row writes.
 */
async function updateRows(
  tx: Transaction,
  ctx: { orgId: string; actorId: string },
  list: readonly (Planned & { row: PlannedRow })[],
  source: Source,
): Promise<ImportBatchChange[]> {
  if (list.length === 0) return [];
  const { orgId, actorId } = ctx;
  const rows = list.map((p) => ({ ...p, existing: p.row.existing as ExistingAsset }));
  const assetValues = rows.map(({ v, type, existing }) => ({
    id: existing.id,
    asset_type_id: type.id,
    name: v.name,
    description: v.description,
    status: v.status,
    serial_number: v.serial_number,
    acquisition_date: v.acquisition_date,
    external_id: v.external_id,
    barcode: v.barcode,
    asset_id: v.barcode === existing.barcode ? existing.assetId : v.barcode,
    metadata: metadataOf(v, existing.metadata),
  }));
  await updateAssetColumns(tx, orgId, assetValues);

  const withItem = rows.filter((r) => r.existing.itemId);
  const withoutItem = rows.filter((r) => !r.existing.itemId);
  const changeOf = new Map<string, ImportBatchChange>();

  // Assets without a live item get one, with an intake event.
  const newItems = withoutItem.map((r) => ({ ...r, itemId: randomUUID() }));
  if (newItems.length > 0) {
    await insertRows(
      tx,
      inventoryItems,
      newItems.map(({ v, type, existing, itemId }) => ({
        ...assetItemRow({ orgId, actorId, assetId: existing.id, assetTypeId: type.id }, v),
        id: itemId,
      })),
    );
    const { historyIds } = await recordInventoryEventsBatch(
      tx,
      { orgId, actorId },
      newItems.map(({ v, itemId }) => ({
        type: "intake",
        inventoryItemId: itemId,
        quantity: v.quantity,
        location: v.location,
        responseData: source,
      })),
    );
    newItems.forEach(({ existing, itemId }, i) => {
      changeOf.set(existing.id, {
        assetId: existing.id,
        inventoryItemId: itemId,
        kind: "updated",
        before: beforeOf(existing),
        historyId: historyIds[i] ?? null,
        quantityBefore: null,
      });
    });
  }

  if (withItem.length > 0) {
    const itemIds = withItem.map((r) => r.existing.itemId as string);
    const locked = await tx
      .select({ id: inventoryItems.id, quantity: inventoryItems.quantity })
      .from(inventoryItems)
      .where(
        and(eq(inventoryItems.organizationId, orgId), sql`${inventoryItems.id} = any(${pgArray(itemIds)}::uuid[])`),
      )
      .for("update");
    const quantityNow = new Map(locked.map((l) => [l.id, l.quantity]));
    const itemValues = withItem.map(({ v, type, existing }) => ({
      id: existing.itemId,
      asset_type_id: type.id,
      name: v.name,
      description: v.description,
      current_price: v.cost,
      currency: v.currency,
      location: v.location,
      unit: v.unit,
    }));
    await tx.execute(sql`
      update inventory_items i
         set asset_type_id = v.asset_type_id, name = v.name, description = v.description,
             current_price = v.current_price, currency = v.currency, location = coalesce(v.location, i.location),
             metadata = i.metadata || jsonb_build_object('unit_type', v.unit), updated_at = now()
        from jsonb_to_recordset(${JSON.stringify(itemValues)}::jsonb) as v(
             id uuid, asset_type_id uuid, name text, description text, current_price numeric, currency text,
             location text, unit text)
       where i.organization_id = ${orgId} and i.id = v.id`);

    const moved = withItem.filter(({ v, existing }) => {
      const now = quantityNow.get(existing.itemId as string);
      return now !== undefined && now !== v.quantity;
    });
    const { historyIds } = await recordInventoryEventsBatch(
      tx,
      { orgId, actorId },
      moved.map(({ v, existing }) => ({
        type: "adjustment",
        inventoryItemId: existing.itemId as string,
        quantity: v.quantity,
        location: v.location,
        notes: "Set by import",
        responseData: {
          ...source,
          _previous_quantity: quantityNow.get(existing.itemId as string),
          metadata: { user_id: actorId },
        },
      })),
    );
    const historyOf = new Map(moved.map((m, i) => [m.existing.id, historyIds[i] ?? null]));
    const repriced = withItem.filter(
      ({ v, existing }) => v.cost !== (existing.itemPrice ?? 0) || v.currency !== existing.itemCurrency,
    );
    if (repriced.length > 0) {
      await insertRows(
        tx,
        inventoryPriceHistory,
        repriced.map(({ v, existing }) => ({
          organizationId: orgId,
          inventoryItemId: existing.itemId as string,
          price: v.cost,
          currency: v.currency,
          unitType: v.unit,
          notes: "Imported",
          createdBy: actorId,
        })),
      );
    }
    for (const { existing } of withItem) {
      changeOf.set(existing.id, {
        assetId: existing.id,
        inventoryItemId: existing.itemId as string,
        kind: "updated",
        before: beforeOf(existing),
        historyId: historyOf.get(existing.id) ?? null,
        quantityBefore: existing.quantity,
      });
    }
  }
  // In the file's order.
  return rows.map((r) => changeOf.get(r.existing.id) as ImportBatchChange);
}
