import { ASSET_NOT_FOUND_MESSAGE } from "@stockroom/core";
import { assets } from "@stockroom/db";
import { and, eq, sql } from "drizzle-orm";
import { DomainError } from "../../errors";
import type { OrgContext } from "../context";

export const PARENT_ASSET_CYCLE_MESSAGE = "An asset cannot be inside itself or one of its own parts.";

/**
 * The parent picked for an asset must be a live asset of the same organization, and (when
 * editing) neither the asset itself nor one of its descendants.
 */
export async function checkParentAsset({ db, orgId }: OrgContext, parentId: string, assetId?: string) {
  if (assetId && parentId === assetId) throw new DomainError("BAD_REQUEST", PARENT_ASSET_CYCLE_MESSAGE);
  const [parent] = await db
    .select({ id: assets.id })
    .from(assets)
    .where(and(eq(assets.organizationId, orgId), eq(assets.id, parentId), eq(assets.isDeleted, false)))
    .limit(1);
  if (!parent) throw new DomainError("NOT_FOUND", ASSET_NOT_FOUND_MESSAGE);
  if (!assetId) return;
  // Walk up from the proposed parent: meeting the asset itself means a cycle.
  const rows = await db.execute<{ found: boolean }>(sql`
    with recursive ancestors(id, depth) as (
      select ${assets.parentAssetId}, 1 from ${assets}
        where ${assets.organizationId} = ${orgId} and ${assets.id} = ${parentId}
      union all
      select a.parent_asset_id, ancestors.depth + 1 from ${assets} a
        join ancestors on a.id = ancestors.id
        where a.organization_id = ${orgId} and ancestors.depth < 1000
    )
    select exists (select 1 from ancestors where id = ${assetId}) as found`);
  if (rows[0]?.found) throw new DomainError("BAD_REQUEST", PARENT_ASSET_CYCLE_MESSAGE);
}
