import { ASSET_DETAIL_INVENTORY_RECORDS, ASSET_NOT_FOUND_MESSAGE } from "@stockroom/core";
import { assets, assetTypes, inventoryHistory, inventoryItems, users } from "@stockroom/db";
import { and, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { DomainError } from "../../errors";
import type { OrgContext } from "../context";
import { correctedValue, isCorrected } from "../queries";
import { assetInventoryItem } from "./asset-inventory-item";

interface RecentHistoryRow {
  id: string;
  check_date: string;
  event_type: string;
  check_type: string;
  quantity: number;
  original_quantity: number;
  corrected: boolean;
  location: string | null;
  notes: string | null;
  created_by_name: string | null;
}

/**
 * One asset (live or archived) for the detail and edit screens, in one round trip: its
 * type, parent, creator, inventory item, the number of history records and the latest
 * three of them (the inventory tab's "3 then more").
 */
export async function getAsset({ db, orgId }: OrgContext, id: string) {
  const parent = alias(assets, "parent");
  const creator = alias(users, "creator");
  const [row] = await db
    .select({
      id: assets.id,
      name: assets.name,
      description: assets.description,
      status: assets.status,
      barcode: assets.barcode,
      assetId: assets.assetId,
      serialNumber: assets.serialNumber,
      acquisitionDate: assets.acquisitionDate,
      metadata: assets.metadata,
      createdAt: assets.createdAt,
      updatedAt: assets.updatedAt,
      deletedAt: assets.deletedAt,
      isDeleted: assets.isDeleted,
      createdByName: sql<string | null>`coalesce(${creator.fullName}, ${creator.email})`,
      assetType: {
        id: assetTypes.id,
        name: assetTypes.name,
        color: assetTypes.color,
        enableBarcodes: assetTypes.enableBarcodes,
        barcodeType: assetTypes.barcodeType,
        conversionFields: assetTypes.conversionFields,
        deletedAt: assetTypes.deletedAt,
      },
      parentAssetId: assets.parentAssetId,
      parentAssetName: parent.name,
      inventoryItemId: inventoryItems.id,
      quantity: inventoryItems.quantity,
      inventoryLocation: inventoryItems.location,
      inventoryStatus: inventoryItems.status,
      currentPrice: inventoryItems.currentPrice,
      currency: inventoryItems.currency,
      historyCount: sql<number>`(select count(*)::int from ${inventoryHistory}
        where ${inventoryHistory.organizationId} = ${orgId}
          and ${inventoryHistory.inventoryItemId} = ${inventoryItems.id}
          and ${inventoryHistory.isDeleted} = false)`,
      recentHistory: sql<RecentHistoryRow[]>`(select coalesce(json_agg(h), '[]'::json) from (
        select ${inventoryHistory.id} as id, ${inventoryHistory.checkDate} as check_date,
          ${inventoryHistory.eventType} as event_type, ${inventoryHistory.checkType} as check_type,
          ${correctedValue("inventory_history", "quantity")} as quantity,
          ${inventoryHistory.quantity} as original_quantity,
          ${isCorrected("inventory_history")} as corrected,
          ${correctedValue("inventory_history", "location")} as location,
          ${correctedValue("inventory_history", "notes")} as notes,
          coalesce(author.full_name, author.email) as created_by_name
        from ${inventoryHistory}
        left join ${users} author on author.id = ${inventoryHistory.createdBy}
        where ${inventoryHistory.organizationId} = ${orgId}
          and ${inventoryHistory.inventoryItemId} = ${inventoryItems.id}
          and ${inventoryHistory.isDeleted} = false
        order by ${inventoryHistory.checkDate} desc, ${inventoryHistory.createdAt} desc
        limit ${ASSET_DETAIL_INVENTORY_RECORDS}) h)`,
    })
    .from(assets)
    .innerJoin(assetTypes, eq(assetTypes.id, assets.assetTypeId))
    .leftJoin(parent, and(eq(parent.id, assets.parentAssetId), eq(parent.organizationId, orgId)))
    .leftJoin(creator, eq(creator.id, assets.createdBy))
    .leftJoin(inventoryItems, assetInventoryItem(orgId))
    .where(and(eq(assets.organizationId, orgId), eq(assets.id, id)))
    .limit(1);
  if (!row) throw new DomainError("NOT_FOUND", ASSET_NOT_FOUND_MESSAGE);
  const { recentHistory, assetType, ...rest } = row;
  return {
    ...rest,
    assetType,
    recentHistory: recentHistory.map((h) => ({
      id: h.id,
      checkDate: new Date(h.check_date),
      eventType: h.event_type,
      checkType: h.check_type,
      quantity: h.quantity,
      originalQuantity: h.original_quantity,
      corrected: h.corrected,
      location: h.location,
      notes: h.notes,
      createdByName: h.created_by_name,
    })),
  };
}
