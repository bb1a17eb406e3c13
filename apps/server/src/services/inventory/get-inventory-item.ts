import { INVENTORY_ITEM_NOT_FOUND_MESSAGE, reorderLine } from "@stockroom/core";
import { assets, assetTypes, inventoryHistory, inventoryItems, inventoryPriceHistory } from "@stockroom/db";
import { and, desc, eq, sql } from "drizzle-orm";
import { DomainError } from "../../errors";
import type { OrgContext } from "../context";
import { correctedValue } from "../queries";
import { listItemEvents } from "./list-item-events";

/** The item page's History tab lists this many events; the full screen is /inventory/{id}/history. */
export const ITEM_PAGE_EVENTS = 50;

/**
 * /inventory/item/{id}: the item (not deleted) with its asset and type, the unit of its
 * latest price, its latest events and, for the usage summary, the last quantity of every
 * month that has history (one row per month: `distinct on (month_year)`), and its reorder point.
 */
export async function getInventoryItem({ db, orgId }: OrgContext, id: string) {
  const [item] = await db
    .select({
      id: inventoryItems.id,
      name: inventoryItems.name,
      description: inventoryItems.description,
      sku: inventoryItems.sku,
      barcode: inventoryItems.barcode,
      category: inventoryItems.category,
      quantity: inventoryItems.quantity,
      location: inventoryItems.location,
      status: inventoryItems.status,
      currentPrice: inventoryItems.currentPrice,
      currency: inventoryItems.currency,
      createdAt: inventoryItems.createdAt,
      updatedAt: inventoryItems.updatedAt,
      assetId: assets.id,
      assetName: assets.name,
      assetIsDeleted: assets.isDeleted,
      unitType: sql<string | null>`${assets.metadata}->>'unit_type'`,
      assetTypeId: assetTypes.id,
      assetTypeName: assetTypes.name,
      assetTypeColor: assetTypes.color,
      reorderMinimum: inventoryItems.reorderMinimum,
      forecastReorderPoint: inventoryItems.reorderPoint,
      dailyUsage: inventoryItems.dailyUsage,
    })
    .from(inventoryItems)
    .innerJoin(assets, eq(assets.id, inventoryItems.assetId))
    .innerJoin(assetTypes, eq(assetTypes.id, assets.assetTypeId))
    .where(
      and(eq(inventoryItems.organizationId, orgId), eq(inventoryItems.id, id), eq(inventoryItems.isDeleted, false)),
    );
  if (!item) throw new DomainError("NOT_FOUND", INVENTORY_ITEM_NOT_FOUND_MESSAGE);

  const [events, monthEnds, price] = await Promise.all([
    listItemEvents({ db, orgId }, id, ITEM_PAGE_EVENTS),
    db
      .selectDistinctOn([inventoryHistory.monthYear], {
        month_year: inventoryHistory.monthYear,
        // The usage summary and its chart read the entry as corrected.
        quantity: sql<number>`${correctedValue("inventory_history", "quantity")}::int`,
        check_date: inventoryHistory.checkDate,
        event_type: inventoryHistory.eventType,
      })
      .from(inventoryHistory)
      .where(
        and(
          eq(inventoryHistory.organizationId, orgId),
          eq(inventoryHistory.inventoryItemId, id),
          eq(inventoryHistory.isDeleted, false),
          sql`${inventoryHistory.eventType} <> 'deleted'`,
        ),
      )
      .orderBy(
        desc(inventoryHistory.monthYear),
        desc(inventoryHistory.checkDate),
        desc(inventoryHistory.createdAt),
        desc(inventoryHistory.id),
      ),
    db
      .select({ unitType: inventoryPriceHistory.unitType })
      .from(inventoryPriceHistory)
      .where(and(eq(inventoryPriceHistory.organizationId, orgId), eq(inventoryPriceHistory.inventoryItemId, id)))
      .orderBy(desc(inventoryPriceHistory.effectiveDate))
      .limit(1),
  ]);
  // The reorder point (issue 25): the admin's minimum, else the forecast kept on the item.
  const reorder = reorderLine(item);
  return { item: { ...item, priceUnitType: price[0]?.unitType ?? null }, reorder, events, monthEnds };
}
