import { INVENTORY_ITEM_NOT_FOUND_MESSAGE, type InventoryItemEditInput } from "@stockroom/core";
import { inventoryItems } from "@stockroom/db";
import { and, eq } from "drizzle-orm";
import { DomainError } from "../../errors";
import { recordActivity } from "../activity/record-activity";
import type { ServiceContext } from "../context";
import { recordInventoryEvent } from "./record-inventory-event";

/**
 * /inventory/edit/{id}: name, description, sku, barcode, quantity, location, category. A
 * changed quantity is a stock change, so it goes through recordInventoryEvent as an
 * adjustment; all in one transaction with the item locked.
 */
export async function updateInventoryItem(
  { db, orgId, actorId }: ServiceContext,
  id: string,
  values: InventoryItemEditInput,
) {
  return db.transaction(async (tx) => {
    const [item] = await tx
      .select({ id: inventoryItems.id, quantity: inventoryItems.quantity, assetId: inventoryItems.assetId })
      .from(inventoryItems)
      .where(
        and(eq(inventoryItems.organizationId, orgId), eq(inventoryItems.id, id), eq(inventoryItems.isDeleted, false)),
      )
      .for("update");
    if (!item) throw new DomainError("NOT_FOUND", INVENTORY_ITEM_NOT_FOUND_MESSAGE);
    const location = values.location ?? null;
    await tx
      .update(inventoryItems)
      .set({
        name: values.name,
        description: values.description ?? null,
        sku: values.sku ?? null,
        barcode: values.barcode ?? null,
        category: values.category ?? null,
        location,
        updatedAt: new Date(),
      })
      .where(and(eq(inventoryItems.organizationId, orgId), eq(inventoryItems.id, id)));
    if (values.quantity !== item.quantity) {
      await recordInventoryEvent(
        tx,
        { orgId, actorId },
        {
          type: "adjustment",
          inventoryItemId: id,
          quantity: values.quantity,
          location,
          notes: "Inventory item edited",
          responseData: { _previous_quantity: item.quantity },
        },
      );
    }
    await recordActivity(tx, orgId, actorId, {
      type: "inventory_item_updated",
      description: `Inventory item "${values.name}" updated`,
      entityType: "asset",
      entityId: item.assetId,
    });
    return { id };
  });
}
