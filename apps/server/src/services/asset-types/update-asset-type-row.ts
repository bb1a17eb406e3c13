import { ASSET_TYPE_NOT_FOUND_MESSAGE } from "@stockroom/core";
import { assetTypes } from "@stockroom/db";
import { and, eq } from "drizzle-orm";
import { DomainError } from "../../errors";
import { recordActivity } from "../activity/record-activity";
import type { ServiceContext } from "../context";

/**
 * One edit of an asset type of the organization, in a transaction of its own: sets
 * `changes` (and updated_at) and records 'asset_type_updated' with the description made
 * from the type's name. An id the organization does not have answers 'Asset type not found'.
 */
export async function updateAssetTypeRow(
  { db, orgId, actorId }: ServiceContext,
  id: string,
  changes: Partial<typeof assetTypes.$inferInsert>,
  describe: (name: string) => string,
) {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(assetTypes)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(assetTypes.organizationId, orgId), eq(assetTypes.id, id)))
      .returning();
    if (!updated) throw new DomainError("NOT_FOUND", ASSET_TYPE_NOT_FOUND_MESSAGE);
    await recordActivity(tx, orgId, actorId, {
      type: "asset_type_updated",
      description: describe(updated.name),
      entityType: "asset_type",
      entityId: updated.id,
    });
    return updated;
  });
}
