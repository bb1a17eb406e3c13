import { ASSET_NOT_FOUND_MESSAGE } from "@stockroom/core";
import { assets } from "@stockroom/db";
import { and, eq, sql } from "drizzle-orm";
import { DomainError } from "../../errors";
import { recordActivity } from "../activity/record-activity";
import type { ServiceContext } from "../context";
import { emitEvent, userActor } from "../events/emit-event";

/** `activity` replaces the activity log's text when another use case archives or restores (a correction). */
export interface AssetArchiveOptions {
  activity?: string;
}

/**
 * Soft-deletes (is_deleted, deleted_at) or restores an asset, with its activity entry.
 * Restoring an asset that is not deleted is a no-op; deleting one that is already deleted
 * is not found, as for any asset the caller cannot see.
 */
async function setAssetDeleted(
  { db, orgId, actorId }: ServiceContext,
  id: string,
  deleted: boolean,
  options: AssetArchiveOptions,
) {
  return db.transaction(async (tx) => {
    const ofOrg = and(eq(assets.organizationId, orgId), eq(assets.id, id));
    const [changed] = await tx
      .update(assets)
      .set({ isDeleted: deleted, deletedAt: deleted ? sql`now()` : null, updatedAt: sql`now()` })
      .where(and(ofOrg, eq(assets.isDeleted, !deleted)))
      .returning({ id: assets.id, name: assets.name });
    if (!changed) {
      const [live] = deleted ? [] : await tx.select({ id: assets.id }).from(assets).where(ofOrg).limit(1);
      if (live) return { id: live.id };
      throw new DomainError("NOT_FOUND", ASSET_NOT_FOUND_MESSAGE);
    }
    await recordActivity(tx, orgId, actorId, {
      type: deleted ? "asset_deleted" : "asset_restored",
      description: options.activity ?? `Asset "${changed.name}" ${deleted ? "deleted" : "restored"}`,
      entityType: "asset",
      entityId: changed.id,
    });
    // A restored asset is an update of it (webhooks have no "restored" event).
    await emitEvent(
      tx,
      { orgId, actor: userActor(actorId) },
      deleted
        ? { kind: "asset.deleted", subjectId: changed.id, data: { assetId: changed.id, name: changed.name } }
        : {
            kind: "asset.updated",
            subjectId: changed.id,
            data: { assetId: changed.id, name: changed.name, changed: ["restored"] },
          },
    );
    return { id: changed.id };
  });
}

/** Soft delete (is_deleted, deleted_at); the asset can be restored. */
export function deleteAsset(ctx: ServiceContext, id: string, options: AssetArchiveOptions = {}) {
  return setAssetDeleted(ctx, id, true, options);
}

/** Brings a soft-deleted asset back (is_deleted false, deleted_at null). */
export function restoreAsset(ctx: ServiceContext, id: string, options: AssetArchiveOptions = {}) {
  return setAssetDeleted(ctx, id, false, options);
}
