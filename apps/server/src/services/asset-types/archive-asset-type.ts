import { ASSET_TYPE_NOT_FOUND_MESSAGE } from "@stockroom/core";
import { assetTypes } from "@stockroom/db";
import { and, eq, isNull, sql } from "drizzle-orm";
import { DomainError } from "../../errors";
import { recordActivity } from "../activity/record-activity";
import type { ServiceContext } from "../context";

/** Soft delete: sets deleted_at (the type can be restored later). Archiving twice is a no-op. */
export async function archiveAssetType({ db, orgId, actorId }: ServiceContext, id: string) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: assetTypes.id, name: assetTypes.name, deletedAt: assetTypes.deletedAt })
      .from(assetTypes)
      .where(and(eq(assetTypes.organizationId, orgId), eq(assetTypes.id, id)))
      .for("update");
    if (!current) throw new DomainError("NOT_FOUND", ASSET_TYPE_NOT_FOUND_MESSAGE);
    if (current.deletedAt) return { id: current.id };
    await tx
      .update(assetTypes)
      .set({ deletedAt: sql`now()`, isDeleted: true, updatedAt: sql`now()` })
      .where(and(eq(assetTypes.organizationId, orgId), eq(assetTypes.id, id), isNull(assetTypes.deletedAt)));
    await recordActivity(tx, orgId, actorId, {
      type: "asset_type_archived",
      description: `Asset type "${current.name}" archived`,
      entityType: "asset_type",
      entityId: current.id,
    });
    return { id: current.id };
  });
}
