import { ASSET_NOT_FOUND_MESSAGE } from "@stockroom/core";
import { assets } from "@stockroom/db";
import { and, eq, sql } from "drizzle-orm";
import { DomainError } from "../../errors";
import { recordActivity } from "../activity/record-activity";
import type { ServiceContext } from "../context";
import type { AssetArchiveOptions } from "./delete-asset";

/** Brings a soft-deleted asset back (is_deleted false, deleted_at null). */
export async function restoreAsset(
  { db, orgId, actorId }: ServiceContext,
  id: string,
  options: AssetArchiveOptions = {},
) {
  return db.transaction(async (tx) => {
    const [restored] = await tx
      .update(assets)
      .set({ isDeleted: false, deletedAt: null, updatedAt: sql`now()` })
      .where(and(eq(assets.organizationId, orgId), eq(assets.id, id), eq(assets.isDeleted, true)))
      .returning({ id: assets.id, name: assets.name });
    if (!restored) {
      const [live] = await tx
        .select({ id: assets.id })
        .from(assets)
        .where(and(eq(assets.organizationId, orgId), eq(assets.id, id)))
        .limit(1);
      if (live) return { id: live.id };
      throw new DomainError("NOT_FOUND", ASSET_NOT_FOUND_MESSAGE);
    }
    await recordActivity(tx, orgId, actorId, {
      type: "asset_restored",
      description: options.activity ?? `Asset "${restored.name}" restored`,
      entityType: "asset",
      entityId: restored.id,
    });
    return { id: restored.id };
  });
}
