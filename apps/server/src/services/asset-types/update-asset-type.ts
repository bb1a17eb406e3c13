import type { AssetTypeInput } from "@stockroom/core";
import { assetTypes, type Database } from "@stockroom/db";
import { and, eq } from "drizzle-orm";
import { DomainError } from "../../errors";
import { ASSET_TYPE_NOT_FOUND_MESSAGE } from "../../routers/inputs/assets";
import { recordActivity } from "../activity/record-activity";
import { assetTypeNameConflict } from "./asset-type-name-conflict";

/** Saves the dialog / edit page: name, description, colour and barcode settings. */
export async function updateAssetType(
  db: Database,
  orgId: string,
  actorId: string,
  input: AssetTypeInput & { id: string },
) {
  try {
    return await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(assetTypes)
        .set({
          name: input.name,
          description: input.description || null,
          color: input.color,
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
        description: `Asset type "${updated.name}" updated`,
        entityType: "asset_type",
        entityId: updated.id,
      });
      return updated;
    });
  } catch (err) {
    throw assetTypeNameConflict(err, input.name);
  }
}
