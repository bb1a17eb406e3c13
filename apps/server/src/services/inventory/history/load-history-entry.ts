import { HISTORY_RECORD_NOT_FOUND_MESSAGE } from "@stockroom/core";
import { assets, assetTypes, inventoryHistory, inventoryItems } from "@stockroom/db";
import { and, eq } from "drizzle-orm";
import { DomainError } from "../../../errors";
import type { OrgContext } from "../../context";

/** One live history entry of the organization with its item and asset; NOT_FOUND otherwise. */
export async function loadHistoryEntry({ db, orgId }: OrgContext, historyId: string) {
  const [row] = await db
    .select({
      entry: inventoryHistory,
      itemId: inventoryItems.id,
      itemName: inventoryItems.name,
      itemCurrentPrice: inventoryItems.currentPrice,
      itemCurrency: inventoryItems.currency,
      itemMetadata: inventoryItems.metadata,
      assetId: assets.id,
      assetName: assets.name,
      assetIsDeleted: assets.isDeleted,
      assetTypeName: assetTypes.name,
    })
    .from(inventoryHistory)
    .innerJoin(
      inventoryItems,
      and(eq(inventoryItems.id, inventoryHistory.inventoryItemId), eq(inventoryItems.organizationId, orgId)),
    )
    .innerJoin(assets, and(eq(assets.id, inventoryItems.assetId), eq(assets.organizationId, orgId)))
    .leftJoin(assetTypes, eq(assetTypes.id, assets.assetTypeId))
    .where(
      and(
        eq(inventoryHistory.organizationId, orgId),
        eq(inventoryHistory.id, historyId),
        eq(inventoryHistory.isDeleted, false),
      ),
    )
    .limit(1);
  if (!row) throw new DomainError("NOT_FOUND", HISTORY_RECORD_NOT_FOUND_MESSAGE);
  return row;
}
