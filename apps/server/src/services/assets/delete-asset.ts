import { ASSET_NOT_FOUND_MESSAGE } from "@stockroom/core";
import { assets } from "@stockroom/db";
import { and, eq, sql } from "drizzle-orm";
import { DomainError } from "../../errors";
import { recordActivity } from "../activity/record-activity";
import type { ServiceContext } from "../context";

/** `activity` replaces the activity log's text when another use case archives or restores (a correction). */
export interface AssetArchiveOptions {
  activity?: string;
}

/** Soft delete (is_deleted, deleted_at); the asset can be restored. */
export async function deleteAsset(
  { db, orgId, actorId }: ServiceContext,
  id: string,
  options: AssetArchiveOptions = {},
) {
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .update(assets)
      .set({ isDeleted: true, deletedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(assets.organizationId, orgId), eq(assets.id, id), eq(assets.isDeleted, false)))
      .returning({ id: assets.id, name: assets.name });
    if (!deleted) throw new DomainError("NOT_FOUND", ASSET_NOT_FOUND_MESSAGE);
    await recordActivity(tx, orgId, actorId, {
      type: "asset_deleted",
      description: options.activity ?? `Asset "${deleted.name}" deleted`,
      entityType: "asset",
      entityId: deleted.id,
    });
    return { id: deleted.id };
  });
}
