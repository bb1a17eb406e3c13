import { ASSET_TYPE_NOT_FOUND_MESSAGE } from "@stockroom/core";
import { assetTypes } from "@stockroom/db";
import { and, eq, isNull } from "drizzle-orm";
import { DomainError } from "../../errors";
import type { OrgContext } from "../context";

/** The active asset type an asset is being saved with (another organization's id is not found). */
export async function loadAssetTypeForAsset({ db, orgId }: OrgContext, assetTypeId: string) {
  const [type] = await db
    .select({
      id: assetTypes.id,
      name: assetTypes.name,
      enableBarcodes: assetTypes.enableBarcodes,
      barcodePrefix: assetTypes.barcodePrefix,
      conversionFields: assetTypes.conversionFields,
    })
    .from(assetTypes)
    .where(and(eq(assetTypes.organizationId, orgId), eq(assetTypes.id, assetTypeId), isNull(assetTypes.deletedAt)))
    .limit(1);
  if (!type) throw new DomainError("NOT_FOUND", ASSET_TYPE_NOT_FOUND_MESSAGE);
  return type;
}
