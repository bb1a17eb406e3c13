import type { MobileAssetSearchInput } from "@stockroom/core";
import { assets, assetTypes } from "@stockroom/db";
import { and, asc, eq, ilike, or } from "drizzle-orm";
import type { OrgContext } from "../context";

function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Mobile asset selector (spec 02): name, description or serial number contains the
 * search, at most 50, by name (trigram indexes serve the contains-search).
 */
export async function searchMobileAssets({ db, orgId }: OrgContext, input: MobileAssetSearchInput) {
  const pattern = input.search ? containsPattern(input.search) : null;
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
    .where(
      and(
        eq(assets.organizationId, orgId),
        eq(assets.isDeleted, false),
        pattern
          ? or(ilike(assets.name, pattern), ilike(assets.description, pattern), ilike(assets.serialNumber, pattern))
          : undefined,
      ),
    )
    .orderBy(asc(assets.name), asc(assets.id))
    .limit(input.limit);
}
