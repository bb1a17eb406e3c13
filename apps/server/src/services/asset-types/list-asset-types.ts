import type { AssetTypeListInput } from "@stockroom/core";
import { assets, assetTypeForms, assetTypes } from "@stockroom/db";
import { and, asc, desc, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { OrgContext } from "../context";
import { assetTypeSummary } from "./asset-type-columns";

/**
 * The asset type list of one tab (active or archived) with each type's asset count and
 * whether a form is linked, from one query: the counts come from one grouped scan of the
 * organization's assets joined in, not a count per row.
 */
export async function listAssetTypes({ db, orgId }: OrgContext, input: AssetTypeListInput) {
  const counts = db
    .select({ assetTypeId: assets.assetTypeId, assetCount: sql<number>`count(*)::int`.as("asset_count") })
    .from(assets)
    .where(and(eq(assets.organizationId, orgId), eq(assets.isDeleted, false)))
    .groupBy(assets.assetTypeId)
    .as("counts");
  const assetCount = sql<number>`coalesce(${counts.assetCount}, 0)::int`;

  const conditions: SQL[] = [
    eq(assetTypes.organizationId, orgId),
    input.archived ? isNotNull(assetTypes.deletedAt) : isNull(assetTypes.deletedAt),
  ];
  if (input.hasAssets) conditions.push(sql`${assetCount} > 0`);

  const dir = input.direction === "asc" ? asc : desc;
  const sortKey =
    input.sort === "name"
      ? sql`lower(${assetTypes.name})`
      : input.sort === "asset_count"
        ? assetCount
        : input.sort === "deleted_at" && input.archived
          ? assetTypes.deletedAt
          : assetTypes.createdAt;

  return db
    .select({
      ...assetTypeSummary,
      conversionFieldCount: sql<number>`jsonb_array_length(${assetTypes.conversionFields})::int`,
      assetCount,
      hasForm: sql<boolean>`(${assetTypes.intakeFormId} is not null or ${assetTypes.inventoryFormId} is not null or exists (
        select 1 from ${assetTypeForms}
        where ${assetTypeForms.assetTypeId} = ${assetTypes.id} and ${assetTypeForms.isDeleted} = false))`,
      createdAt: assetTypes.createdAt,
      updatedAt: assetTypes.updatedAt,
      deletedAt: assetTypes.deletedAt,
    })
    .from(assetTypes)
    .leftJoin(counts, eq(counts.assetTypeId, assetTypes.id))
    .where(and(...conditions))
    .orderBy(dir(sortKey), asc(assetTypes.id));
}
