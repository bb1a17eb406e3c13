import { ASSET_NOT_FOUND_MESSAGE, INVENTORY_ITEM_NOT_FOUND_MESSAGE } from "@stockroom/core";
import { assets, inventoryItems } from "@stockroom/db";
import { and, eq } from "drizzle-orm";
import { DomainError } from "../../errors";
import { recordActivity } from "../activity/record-activity";
import type { ServiceContext } from "../context";
import { checkFormAnswers } from "./check-form-answers";
import { recordInventoryEvent } from "./record-inventory-event";

export interface InventoryCheck {
  quantity: number;
  notes?: string | null;
  condition?: string | null;
  location?: string | null;
  /** Answers of `formId`'s fields only (checkFormAnswers). */
  responseData?: Record<string, unknown>;
  formId?: string | null;
}

/**
 * Records a check (spec 02 §4 "Recording a check"): in one transaction, the item's row is
 * locked (`for update`, scoped to the organization), a periodic audit entry is appended
 * through recordInventoryEvent (which sets the item's quantity and location), the item's
 * status set, and the activity log written. Concurrent checks of one item queue on the
 * lock, so each history row carries the previous quantity it replaced.
 * `target` names the item, or the asset whose live item it is (/assets/{id}/inventory/check).
 */
export async function recordInventoryCheck(
  { db, orgId, actorId }: ServiceContext,
  target: { itemId: string } | { assetId: string },
  check: InventoryCheck,
) {
  return db.transaction(async (tx) => {
    const [item] = await tx
      .select({
        id: inventoryItems.id,
        quantity: inventoryItems.quantity,
        status: inventoryItems.status,
        name: inventoryItems.name,
        assetId: inventoryItems.assetId,
      })
      .from(inventoryItems)
      .where(
        and(
          eq(inventoryItems.organizationId, orgId),
          eq(inventoryItems.isDeleted, false),
          "itemId" in target ? eq(inventoryItems.id, target.itemId) : eq(inventoryItems.assetId, target.assetId),
        ),
      )
      .for("update");
    if (!item) {
      throw new DomainError(
        "NOT_FOUND",
        "itemId" in target ? INVENTORY_ITEM_NOT_FOUND_MESSAGE : ASSET_NOT_FOUND_MESSAGE,
      );
    }
    const [asset] = await tx
      .select({ name: assets.name, isDeleted: assets.isDeleted })
      .from(assets)
      .where(and(eq(assets.organizationId, orgId), eq(assets.id, item.assetId)));
    if (!asset || asset.isDeleted) throw new DomainError("NOT_FOUND", ASSET_NOT_FOUND_MESSAGE);
    const answers = await checkFormAnswers(tx, orgId, check.formId, check.responseData);

    const quantity = Math.round(check.quantity);
    const { historyId } = await recordInventoryEvent(
      tx,
      { orgId, actorId },
      {
        type: "audit",
        checkType: "periodic",
        inventoryItemId: item.id,
        quantity,
        notes: check.notes?.trim() ? check.notes.trim() : null,
        condition: check.condition ?? null,
        location: check.location?.trim() ? check.location.trim() : null,
        status: item.status,
        responseData: {
          ...answers,
          _previous_quantity: item.quantity,
          ...(quantity !== check.quantity ? { exact_quantity: check.quantity } : {}),
        },
      },
    );
    await recordActivity(tx, orgId, actorId, {
      type: "inventory_check",
      description: `Inventory check of "${asset.name}": ${item.quantity} → ${quantity}`,
      entityType: "asset",
      entityId: item.assetId,
    });
    return { historyId, inventoryItemId: item.id, assetId: item.assetId, previousQuantity: item.quantity, quantity };
  });
}
