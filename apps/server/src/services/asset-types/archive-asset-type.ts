import { ASSET_TYPE_NOT_FOUND_MESSAGE, ASSET_TYPE_RESTORE_CONFLICT_MESSAGE } from "@stockroom/core";
import { assetTypes } from "@stockroom/db";
import { and, eq, sql } from "drizzle-orm";
import { DomainError } from "../../errors";
import { recordActivity } from "../activity/record-activity";
import type { ServiceContext } from "../context";
import { assetTypeNameConflict } from "./asset-type-name-conflict";

/**
 * Archives (sets deleted_at) or restores (clears it) an asset type, with its activity
 * entry, under a row lock. Doing either twice is a no-op.
 */
async function setAssetTypeArchived({ db, orgId, actorId }: ServiceContext, id: string, archived: boolean) {
  return db.transaction(async (tx) => {
    const where = and(eq(assetTypes.organizationId, orgId), eq(assetTypes.id, id));
    const [current] = await tx
      .select({ id: assetTypes.id, name: assetTypes.name, deletedAt: assetTypes.deletedAt })
      .from(assetTypes)
      .where(where)
      .for("update");
    if (!current) throw new DomainError("NOT_FOUND", ASSET_TYPE_NOT_FOUND_MESSAGE);
    if ((current.deletedAt !== null) === archived) return { id: current.id };
    await tx
      .update(assetTypes)
      .set({ deletedAt: archived ? sql`now()` : null, isDeleted: archived, updatedAt: sql`now()` })
      .where(where);
    await recordActivity(tx, orgId, actorId, {
      type: archived ? "asset_type_archived" : "asset_type_restored",
      description: `Asset type "${current.name}" ${archived ? "archived" : "restored"}`,
      entityType: "asset_type",
      entityId: current.id,
    });
    return { id: current.id };
  });
}

/** Soft delete: sets deleted_at (the type can be restored later). Archiving twice is a no-op. */
export function archiveAssetType(ctx: ServiceContext, id: string) {
  return setAssetTypeArchived(ctx, id, true);
}

/**
 * Clears deleted_at. If an active type now holds the name, the unique index refuses and
 * the spec's restore message comes back.
 */
export async function restoreAssetType(ctx: ServiceContext, id: string) {
  try {
    return await setAssetTypeArchived(ctx, id, false);
  } catch (err) {
    throw assetTypeNameConflict(err, "", ASSET_TYPE_RESTORE_CONFLICT_MESSAGE);
  }
}
