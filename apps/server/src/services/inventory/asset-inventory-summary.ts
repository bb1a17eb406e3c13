import { assets, assetTypes, inventoryHistory, inventoryItems } from "@stockroom/db";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import { assetInventoryItem } from "../assets/asset-inventory-item";
import type { OrgContext } from "../context";
import { orgMonthAt } from "../queries";

/**
 * Whether the item has a periodic history entry in `month` (spec 02 "Action chooser": such an
 * asset is left out of monthly pick lists and opens its item in edit mode). Served by
 * inventory_history_item_month_idx. Core's hasPeriodicEntryInMonth states the same rule
 * (test/core-rules-in-sql checks they agree). Use it in a select that joins inventory_items:
 * only then does drizzle qualify the outer `inventory_items.id` it compares with.
 */
export function periodicEntryInMonth(month: string | SQL<string>) {
  return sql<boolean>`exists (select 1 from ${inventoryHistory}
    where ${inventoryHistory.inventoryItemId} = ${inventoryItems.id}
      and ${inventoryHistory.monthYear} = ${month}
      and ${inventoryHistory.checkType} = 'periodic'
      and ${inventoryHistory.isDeleted} = false
      and ${inventoryHistory.eventType} <> 'deleted')`;
}

/**
 * The asset-with-inventory summary (spec 02 §3): asset, type (name, colour), stock (item,
 * quantity, status, unit) and the last check date, plus whether the item was counted this
 * month (the organization's month). Select these from `assets` joined by
 * {@link joinInventorySummary}, then map each row with {@link toInventorySummary}.
 */
export function inventorySummaryFields(orgId: string, now: Date) {
  return {
    asset_id: assets.id,
    asset_name: assets.name,
    asset_description: assets.description,
    asset_code: assets.assetId,
    asset_barcode: assets.barcode,
    asset_type_id: assetTypes.id,
    asset_type_name: assetTypes.name,
    asset_type_color: assetTypes.color,
    asset_location: sql<string | null>`coalesce(${inventoryItems.location}, ${assets.metadata}->>'location')`,
    asset_status: assets.status,
    inventory_item_id: inventoryItems.id,
    current_quantity: inventoryItems.quantity,
    inventory_status: inventoryItems.status,
    unit_type: sql<string | null>`${assets.metadata}->>'unit_type'`,
    updated_at: sql<Date | null>`${inventoryItems.updatedAt}`,
    last_check_date: sql<string | null>`(select max(${inventoryHistory.checkDate}) from ${inventoryHistory}
      where ${inventoryHistory.inventoryItemId} = ${inventoryItems.id} and ${inventoryHistory.isDeleted} = false)`,
    counted_this_month: periodicEntryInMonth(orgMonthAt(orgId, now)),
    organization_id: assets.organizationId,
  };
}

/** A summary row as the screens read it. */
export function toInventorySummary<
  R extends { inventory_item_id: string | null; last_check_date: string | null; updated_at: Date | null },
>(r: R) {
  return {
    ...r,
    has_inventory: r.inventory_item_id !== null,
    // Raw sql columns come back as strings; the screens format dates.
    last_check_date: r.last_check_date === null ? null : new Date(r.last_check_date),
    updated_at: r.updated_at === null ? null : new Date(r.updated_at),
  };
}

/** The summaries of the given assets, in no particular order: one query for all ids. */
export async function assetInventorySummaries({ db, orgId }: OrgContext, ids: readonly string[], now = new Date()) {
  if (ids.length === 0) return [];
  const rows = await db
    .select(inventorySummaryFields(orgId, now))
    .from(assets)
    .innerJoin(assetTypes, eq(assetTypes.id, assets.assetTypeId))
    .leftJoin(inventoryItems, assetInventoryItem(orgId))
    .where(and(eq(assets.organizationId, orgId), inArray(assets.id, [...ids])));
  return rows.map(toInventorySummary);
}
export type AssetInventorySummary = Awaited<ReturnType<typeof assetInventorySummaries>>[number];
