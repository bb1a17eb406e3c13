import { ASSET_TEMPORARILY_RESTORED_MESSAGE, type HistoryEventIdInput } from "@stockroom/core";
import { restoreAsset } from "../../assets/delete-asset";
import type { ServiceContext } from "../../context";
import { loadHistoryEntry } from "../history/load-history-entry";

/**
 * "Restoring a soft-deleted asset from the correction screen is temporary, for
 * correction": the asset of the entry comes back so the correction can be applied; the
 * correction (sent with restoredForCorrection) archives it again in its own transaction.
 */
export async function restoreAssetForCorrection(
  { db, orgId, actorId }: ServiceContext,
  { historyId }: HistoryEventIdInput,
) {
  return db.transaction(async (tx) => {
    const row = await loadHistoryEntry({ db: tx, orgId }, historyId);
    if (!row.assetIsDeleted) return { success: true, restored: false, message: ASSET_TEMPORARILY_RESTORED_MESSAGE };
    await restoreAsset({ db: tx, orgId, actorId }, row.assetId, {
      activity: `Asset "${row.assetName}" temporarily restored for correction`,
    });
    return { success: true, restored: true, message: ASSET_TEMPORARILY_RESTORED_MESSAGE };
  });
}
