import { ASSET_NOT_FOUND_MESSAGE, type AssetWriteInput } from "@stockroom/core";
import { assets, inventoryItems } from "@stockroom/db";
import { and, eq } from "drizzle-orm";
import { DomainError } from "../../errors";
import { recordActivity } from "../activity/record-activity";
import type { ServiceContext } from "../context";
import { emitEvent, userActor } from "../events/emit-event";
import { assetColumns } from "./asset-columns";
import { assetMetadata } from "./asset-metadata";
import { checkParentAsset } from "./check-parent-asset";
import { loadAssetTypeForAsset } from "./load-asset-type-for-asset";
import { mintAssetBarcode } from "./mint-asset-barcode";

/**
 * Saves the asset form for an existing asset. Stock is not changed here (that is what
 * inventory checks are for): the item only follows the asset's type. Moving the asset to
 * a type with barcodes gives it a barcode if it has none.
 */
export async function updateAsset(
  { db, orgId, actorId }: ServiceContext,
  input: { id: string; values: AssetWriteInput },
) {
  const { id, values } = input;
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: assets.id, metadata: assets.metadata, barcode: assets.barcode, assetTypeId: assets.assetTypeId })
      .from(assets)
      .where(and(eq(assets.organizationId, orgId), eq(assets.id, id), eq(assets.isDeleted, false)))
      .for("update");
    if (!current) throw new DomainError("NOT_FOUND", ASSET_NOT_FOUND_MESSAGE);
    const type = await loadAssetTypeForAsset({ db: tx, orgId }, values.asset_type_id);
    if (values.parent_asset_id) await checkParentAsset({ db: tx, orgId }, values.parent_asset_id, id);

    // The stock figure stays what the inventory says; the form cannot overwrite it.
    const metadata = assetMetadata(values, type.conversionFields, current.metadata);
    metadata.current_inventory = current.metadata.current_inventory ?? values.current_inventory;

    const barcode =
      current.barcode ?? (type.enableBarcodes ? await mintAssetBarcode(tx, orgId, type.barcodePrefix) : null);
    const [updated] = await tx
      .update(assets)
      .set({
        assetTypeId: type.id,
        ...assetColumns(values),
        metadata,
        ...(barcode !== current.barcode ? { barcode, assetId: barcode } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(assets.organizationId, orgId), eq(assets.id, id)))
      .returning({ id: assets.id, name: assets.name });
    if (!updated) throw new DomainError("NOT_FOUND", ASSET_NOT_FOUND_MESSAGE);
    if (type.id !== current.assetTypeId || barcode !== current.barcode) {
      await tx
        .update(inventoryItems)
        .set({ assetTypeId: type.id, ...(barcode !== current.barcode ? { barcode } : {}), updatedAt: new Date() })
        .where(
          and(
            eq(inventoryItems.organizationId, orgId),
            eq(inventoryItems.assetId, id),
            eq(inventoryItems.isDeleted, false),
          ),
        );
    }
    await recordActivity(tx, orgId, actorId, {
      type: "asset_updated",
      description: `Asset "${updated.name}" updated`,
      entityType: "asset",
      entityId: updated.id,
    });
    await emitEvent(
      tx,
      { orgId, actor: userActor(actorId) },
      { kind: "asset.updated", subjectId: updated.id, data: { assetId: updated.id, name: updated.name } },
    );
    return updated;
  });
}
