import { INVENTORY_ITEM_NOT_FOUND_MESSAGE } from "@stockroom/core";
import { inventoryItems } from "@stockroom/db";
import { and, eq } from "drizzle-orm";
import { DomainError } from "../../errors";
import { recordActivity } from "../activity/record-activity";
import type { ServiceContext } from "../context";

/** Soft-deletes an item (is_deleted, deleted_at); its history stays. A new item may then be set up. */
export async function deleteInventoryItem({ db, orgId, actorId }: ServiceContext, id: string) {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [item] = await tx
      .update(inventoryItems)
      .set({ isDeleted: true, deletedAt: now, updatedAt: now })
      .where(
        and(eq(inventoryItems.organizationId, orgId), eq(inventoryItems.id, id), eq(inventoryItems.isDeleted, false)),
      )
      .returning({ id: inventoryItems.id, name: inventoryItems.name, assetId: inventoryItems.assetId });
    if (!item) throw new DomainError("NOT_FOUND", INVENTORY_ITEM_NOT_FOUND_MESSAGE);
    await recordActivity(tx, orgId, actorId, {
      type: "inventory_item_deleted",
      description: `Inventory item "${item.name}" deleted`,
      entityType: "asset",
      entityId: item.assetId,
    });
    return { id: item.id, assetId: item.assetId };
  });
}
