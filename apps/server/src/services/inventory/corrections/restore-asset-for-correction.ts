import { ASSET_TEMPORARILY_RESTORED_MESSAGE, type HistoryEventIdInput } from "@stockroom/core";
import { assets, type Database } from "@stockroom/db";
import { and, eq, sql } from "drizzle-orm";
import { recordActivity } from "../../activity/record-activity";
import { loadHistoryEntry } from "../history/load-history-entry";

interface Ctx {
  db: Database;
  orgId: string;
  actorId: string;
}

/**
 * "Restoring a soft-deleted asset from the correction screen is temporary, for
 * correction": the asset of the entry comes back so the correction can be applied; the
 * correction (sent with restoredForCorrection) archives it again in its own transaction.
 */
export async function restoreAssetForCorrection({ db, orgId, actorId }: Ctx, { historyId }: HistoryEventIdInput) {
  return db.transaction(async (tx) => {
    const row = await loadHistoryEntry({ db: tx, orgId }, historyId);
    if (!row.assetIsDeleted) return { success: true, restored: false, message: ASSET_TEMPORARILY_RESTORED_MESSAGE };
    await tx
      .update(assets)
      .set({ isDeleted: false, deletedAt: null, updatedAt: sql`now()` })
      .where(and(eq(assets.organizationId, orgId), eq(assets.id, row.assetId)));
    await recordActivity(tx, orgId, actorId, {
      type: "asset_restored",
      description: `Asset "${row.assetName}" temporarily restored for correction`,
      entityType: "asset",
      entityId: row.assetId,
    });
    return { success: true, restored: true, message: ASSET_TEMPORARILY_RESTORED_MESSAGE };
  });
}
