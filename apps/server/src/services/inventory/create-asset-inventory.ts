import { ASSET_NOT_FOUND_MESSAGE, type CreateAssetInventoryInput, INVENTORY_EXISTS_MESSAGE } from "@stockroom/core";
import { assets } from "@stockroom/db";
import { and, eq } from "drizzle-orm";
import { DomainError } from "../../errors";
import { recordActivity } from "../activity/record-activity";
import type { ServiceContext } from "../context";
import { insertLiveInventoryItem } from "./insert-live-inventory-item";
import { recordInventoryEvent } from "./record-inventory-event";

/**
 * Sets up the inventory of an asset (spec 02 §4 "Inventory created once per asset"): the
 * asset is locked, an item inserted (the partial unique index on asset_id makes a second
 * one fail: 'Inventory already exists for this asset', CONFLICT, nothing written) and the
 * initial intake entry recorded, in one transaction.
 */
export async function createAssetInventory({ db, orgId, actorId }: ServiceContext, input: CreateAssetInventoryInput) {
  return db.transaction(async (tx) => {
    const [asset] = await tx
      .select({
        id: assets.id,
        name: assets.name,
        description: assets.description,
        assetTypeId: assets.assetTypeId,
        barcode: assets.barcode,
      })
      .from(assets)
      .where(and(eq(assets.organizationId, orgId), eq(assets.id, input.assetId), eq(assets.isDeleted, false)))
      .for("update");
    if (!asset) throw new DomainError("NOT_FOUND", ASSET_NOT_FOUND_MESSAGE);
    const item = await insertLiveInventoryItem(tx, {
      organizationId: orgId,
      assetId: asset.id,
      assetTypeId: asset.assetTypeId,
      name: asset.name,
      description: asset.description,
      barcode: asset.barcode,
      quantity: input.quantity,
      location: input.location,
      status: input.status,
      createdBy: actorId,
    });
    if (!item) throw new DomainError("CONFLICT", INVENTORY_EXISTS_MESSAGE);
    await recordInventoryEvent(
      tx,
      { orgId, actorId },
      {
        type: "intake",
        inventoryItemId: item.id,
        quantity: input.quantity,
        location: input.location || null,
        status: input.status,
        notes: input.notes || null,
      },
    );
    await recordActivity(tx, orgId, actorId, {
      type: "inventory_created",
      description: `Inventory created for "${asset.name}"`,
      entityType: "asset",
      entityId: asset.id,
    });
    return { inventoryItemId: item.id, message: "Inventory created successfully" };
  });
}
