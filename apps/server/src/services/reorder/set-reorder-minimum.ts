import { INVENTORY_ITEM_NOT_FOUND_MESSAGE, reorderLine, type SetReorderMinimumInput } from "@stockroom/core";
import { inventoryItems } from "@stockroom/db";
import { and, eq } from "drizzle-orm";
import { DomainError } from "../../errors";
import { recordActivity } from "../activity/record-activity";
import { checkStockAlerts } from "../alerts/stock-alerts";
import type { ServiceContext } from "../context";

/**
 * An admin fixes (or clears, with null) an item's reorder minimum, which then wins over the
 * forecast's reorder point. In one transaction: the item is locked (scoped to the
 * organization), the minimum written, the activity logged, and the stock-alert check run on
 * the item as it stands, so an item already at or below the new minimum notifies now (once),
 * as a stock move would.
 */
export async function setReorderMinimum({ db, orgId, actorId }: ServiceContext, input: SetReorderMinimumInput) {
  return db.transaction(async (tx) => {
    const [item] = await tx
      .select({
        id: inventoryItems.id,
        name: inventoryItems.name,
        assetId: inventoryItems.assetId,
        quantity: inventoryItems.quantity,
        reorderMinimum: inventoryItems.reorderMinimum,
      })
      .from(inventoryItems)
      .where(
        and(
          eq(inventoryItems.organizationId, orgId),
          eq(inventoryItems.id, input.id),
          eq(inventoryItems.isDeleted, false),
        ),
      )
      .for("update");
    if (!item) throw new DomainError("NOT_FOUND", INVENTORY_ITEM_NOT_FOUND_MESSAGE);
    await tx
      .update(inventoryItems)
      .set({ reorderMinimum: input.minimum })
      .where(and(eq(inventoryItems.organizationId, orgId), eq(inventoryItems.id, item.id)));
    await recordActivity(tx, orgId, actorId, {
      type: "inventory_item_updated",
      description:
        input.minimum === null
          ? `Reorder minimum of "${item.name}" cleared`
          : `Reorder minimum of "${item.name}" set to ${input.minimum}`,
      entityType: "asset",
      entityId: item.assetId,
    });
    await checkStockAlerts(tx, { orgId, actorId, actor: { type: "user", id: actorId } }, item.id, {
      quantity: item.quantity,
      at: new Date(),
      historyId: null,
      eventType: "reorder_minimum",
    });
    const [after] = await tx
      .select({ reorderPoint: inventoryItems.reorderPoint, dailyUsage: inventoryItems.dailyUsage })
      .from(inventoryItems)
      .where(and(eq(inventoryItems.organizationId, orgId), eq(inventoryItems.id, item.id)));
    return {
      id: item.id,
      reorderMinimum: input.minimum,
      ...reorderLine({
        quantity: item.quantity,
        reorderMinimum: input.minimum,
        forecastReorderPoint: after?.reorderPoint ?? null,
        dailyUsage: after?.dailyUsage ?? null,
      }),
    };
  });
}
