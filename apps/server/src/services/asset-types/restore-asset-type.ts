import { ASSET_TYPE_NOT_FOUND_MESSAGE, ASSET_TYPE_RESTORE_CONFLICT_MESSAGE } from "@stockroom/core";
import { assetTypes } from "@stockroom/db";
import { and, eq } from "drizzle-orm";
import { DomainError } from "../../errors";
import { recordActivity } from "../activity/record-activity";
import type { ServiceContext } from "../context";
import { assetTypeNameConflict } from "./asset-type-name-conflict";

/**
 * Clears deleted_at. If an active type now holds the name, the unique index refuses and
 * the spec's restore message comes back.
 */
export async function restoreAssetType({ db, orgId, actorId }: ServiceContext, id: string) {
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ id: assetTypes.id, name: assetTypes.name, deletedAt: assetTypes.deletedAt })
        .from(assetTypes)
        .where(and(eq(assetTypes.organizationId, orgId), eq(assetTypes.id, id)))
        .for("update");
      if (!current) throw new DomainError("NOT_FOUND", ASSET_TYPE_NOT_FOUND_MESSAGE);
      if (!current.deletedAt) return { id: current.id };
      await tx
        .update(assetTypes)
        .set({ deletedAt: null, isDeleted: false, updatedAt: new Date() })
        .where(and(eq(assetTypes.organizationId, orgId), eq(assetTypes.id, id)));
      await recordActivity(tx, orgId, actorId, {
        type: "asset_type_restored",
        description: `Asset type "${current.name}" restored`,
        entityType: "asset_type",
        entityId: current.id,
      });
      return { id: current.id };
    });
  } catch (err) {
    throw assetTypeNameConflict(err, "", ASSET_TYPE_RESTORE_CONFLICT_MESSAGE);
  }
}
