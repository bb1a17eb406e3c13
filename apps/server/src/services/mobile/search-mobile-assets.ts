import type { MobileAssetSearchInput } from "@stockroom/core";
import { assets, assetTypes } from "@stockroom/db";
import { and, asc, eq } from "drizzle-orm";
import type { OrgContext } from "../context";
import { assetTextMatch } from "../queries";

/**
 * Mobile asset selector (spec 02): name, description or serial number contains the
 * search, at most 50, by name (trigram indexes serve the contains-search).
 */
export async function searchMobileAssets({ db, orgId }: OrgContext, input: MobileAssetSearchInput) {
  return db
    .select({
      id: assets.id,
      name: assets.name,
      description: assets.description,
      serialNumber: assets.serialNumber,
      assetTypeName: assetTypes.name,
    })
    .from(assets)
    .innerJoin(assetTypes, eq(assetTypes.id, assets.assetTypeId))
    .where(and(eq(assets.organizationId, orgId), eq(assets.isDeleted, false), assetTextMatch("phone", input.search)))
    .orderBy(asc(assets.name), asc(assets.id))
    .limit(input.limit);
}
