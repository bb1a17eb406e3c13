import {
  type ApplyCorrectionInput,
  ASSET_ARCHIVED_FOR_CORRECTION_MESSAGE,
  CORRECTION_APPLIED_MESSAGE,
  INTAKE_NOT_CORRECTABLE_MESSAGE,
  isCorrectableEvent,
} from "@stockroom/core";
import { DomainError } from "../../../errors";
import { recordActivity } from "../../activity/record-activity";
import { deleteAsset } from "../../assets/delete-asset";
import type { ServiceContext } from "../../context";
import { loadHistoryEntry } from "../history/load-history-entry";
import { recordInventoryCorrection } from "../record-inventory-correction";

/**
 * apply_inventory_correction with auto-approval (spec 02 §4): in ONE transaction, the
 * correction record (the original entry is never edited), the item resynced to the latest
 * entry as corrected, an activity entry — and, when the asset was restored from the
 * correction page for this, its return to the archive. Intake entries cannot be corrected.
 */
export async function applyInventoryCorrection({ db, orgId, actorId }: ServiceContext, input: ApplyCorrectionInput) {
  return db.transaction(async (tx) => {
    const row = await loadHistoryEntry({ db: tx, orgId }, input.historyId);
    if (!isCorrectableEvent(row.entry.eventType)) throw new DomainError("BAD_REQUEST", INTAKE_NOT_CORRECTABLE_MESSAGE);
    if (row.assetIsDeleted) throw new DomainError("BAD_REQUEST", ASSET_ARCHIVED_FOR_CORRECTION_MESSAGE);

    const result = await recordInventoryCorrection(
      tx,
      { orgId, actorId },
      {
        historyId: input.historyId,
        quantity: input.quantity,
        reason: input.reason,
        location: input.location || null,
        notes: input.notes || null,
        price: input.price ?? null,
        currency: input.currency.toUpperCase(),
        unitType: input.unit_type,
      },
    );

    await recordActivity(tx, orgId, actorId, {
      type: "inventory_corrected",
      description: `Correction applied to "${row.assetName}": ${result.originalQuantity} → ${input.quantity} (${input.reason})`,
      entityType: "asset",
      entityId: row.assetId,
    });

    if (input.restoredForCorrection) {
      // The restore from the correction page was temporary: back to the archive.
      await deleteAsset({ db: tx, orgId, actorId }, row.assetId, {
        activity: `Asset "${row.assetName}" archived again after its correction`,
      });
    }
    return {
      success: true,
      message: CORRECTION_APPLIED_MESSAGE,
      correctionId: result.correctionId,
      quantity: result.itemQuantity,
    };
  });
}
