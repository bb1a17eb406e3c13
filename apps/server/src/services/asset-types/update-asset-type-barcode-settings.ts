import type { BarcodeSettingsInput } from "@stockroom/core";
import { assetTypes, type Database } from "@stockroom/db";
import { and, eq } from "drizzle-orm";
import { DomainError } from "../../errors";
import { ASSET_TYPE_NOT_FOUND_MESSAGE } from "../../routers/inputs/assets";
import { recordActivity } from "../activity/record-activity";

/** The Settings tab's barcode card: enable, type and prefix. */
export async function updateAssetTypeBarcodeSettings(
  db: Database,
  orgId: string,
  actorId: string,
  input: BarcodeSettingsInput & { id: string },
) {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(assetTypes)
      .set({
        enableBarcodes: input.enableBarcodes,
        barcodeType: input.barcodeType,
        barcodePrefix: input.barcodePrefix || null,
        updatedAt: new Date(),
      })
      .where(and(eq(assetTypes.organizationId, orgId), eq(assetTypes.id, input.id)))
      .returning({ id: assetTypes.id, name: assetTypes.name });
    if (!updated) throw new DomainError("NOT_FOUND", ASSET_TYPE_NOT_FOUND_MESSAGE);
    await recordActivity(tx, orgId, actorId, {
      type: "asset_type_updated",
      description: `Barcode settings of asset type "${updated.name}" updated`,
      entityType: "asset_type",
      entityId: updated.id,
    });
    return updated;
  });
}
