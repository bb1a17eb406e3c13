import { assetTypes } from "@stockroom/db";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { OrgContext } from "../context";

/**
 * The organization's active asset types by name, for pickers (asset form, filters):
 * with barcode settings and conversion fields, so the asset form needs no second call.
 */
export async function listAssetTypeOptions({ db, orgId }: OrgContext) {
  return db
    .select({
      id: assetTypes.id,
      name: assetTypes.name,
      color: assetTypes.color,
      enableBarcodes: assetTypes.enableBarcodes,
      conversionFields: assetTypes.conversionFields,
    })
    .from(assetTypes)
    .where(and(eq(assetTypes.organizationId, orgId), isNull(assetTypes.deletedAt)))
    .orderBy(asc(sql`lower(${assetTypes.name})`), asc(assetTypes.id));
}
