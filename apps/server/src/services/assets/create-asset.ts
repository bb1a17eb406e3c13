import type { AssetWriteInput } from "@stockroom/core";
import { assets, inventoryItems, inventoryPriceHistory } from "@stockroom/db";
import { and, eq } from "drizzle-orm";
import { recordActivity } from "../activity/record-activity";
import type { ServiceContext } from "../context";
import { emitEvent, userActor } from "../events/emit-event";
import { recordInventoryEvent } from "../inventory/record-inventory-event";
import { assetColumns } from "./asset-columns";
import { assetItemRow } from "./asset-item-row";
import { assetMetadata } from "./asset-metadata";
import { checkParentAsset } from "./check-parent-asset";
import { loadAssetTypeForAsset } from "./load-asset-type-for-asset";
import { mintAssetBarcode } from "./mint-asset-barcode";

/**
 * Creates an asset in one transaction: the asset, its inventory item, the initial history
 * entry (initial / intake, 'Initial intake via dynamic form'), the initial price record
 * and — when the type has barcodes enabled — its barcode. Any failure rolls all of it back.
 */
export async function createAsset({ db, orgId, actorId }: ServiceContext, values: AssetWriteInput) {
  return db.transaction(async (tx) => {
    const type = await loadAssetTypeForAsset({ db: tx, orgId }, values.asset_type_id);
    if (values.parent_asset_id) await checkParentAsset({ db: tx, orgId }, values.parent_asset_id);
    const now = new Date();

    const [asset] = await tx
      .insert(assets)
      .values({
        organizationId: orgId,
        assetTypeId: type.id,
        ...assetColumns(values),
        metadata: assetMetadata(values, type.conversionFields),
        createdBy: actorId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: assets.id, name: assets.name });
    if (!asset) throw new Error("asset insert returned no row");

    const [item] = await tx
      .insert(inventoryItems)
      .values(
        assetItemRow(
          { orgId, actorId, assetId: asset.id, assetTypeId: type.id },
          { ...values, quantity: values.current_inventory, unit: values.unit_type },
        ),
      )
      .returning({ id: inventoryItems.id });
    if (!item) throw new Error("inventory item insert returned no row");

    await recordInventoryEvent(
      tx,
      { orgId, actorId },
      {
        type: "intake",
        inventoryItemId: item.id,
        quantity: values.current_inventory,
        location: values.location,
        at: now,
        responseData: { source: "asset_form", metadata: { user_id: actorId } },
      },
    );

    await tx.insert(inventoryPriceHistory).values({
      organizationId: orgId,
      inventoryItemId: item.id,
      price: values.cost,
      currency: values.currency,
      effectiveDate: now,
      unitType: values.unit_type,
      notes: "Initial price",
      createdBy: actorId,
    });

    let barcode: string | null = null;
    if (type.enableBarcodes) {
      barcode = await mintAssetBarcode(tx, orgId, type.barcodePrefix);
      await tx
        .update(assets)
        .set({ barcode, assetId: barcode })
        .where(and(eq(assets.organizationId, orgId), eq(assets.id, asset.id)));
      await tx
        .update(inventoryItems)
        .set({ barcode })
        .where(and(eq(inventoryItems.organizationId, orgId), eq(inventoryItems.id, item.id)));
    }

    await recordActivity(tx, orgId, actorId, {
      type: "asset_created",
      description: `Asset "${asset.name}" created`,
      entityType: "asset",
      entityId: asset.id,
    });
    await emitEvent(
      tx,
      { orgId, actor: userActor(actorId) },
      {
        kind: "asset.created",
        subjectId: asset.id,
        data: { assetId: asset.id, name: asset.name, assetTypeId: type.id },
      },
    );
    return { id: asset.id, name: asset.name, inventoryItemId: item.id, barcode };
  });
}
