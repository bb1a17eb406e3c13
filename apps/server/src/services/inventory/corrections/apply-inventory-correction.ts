import {
  type ApplyCorrectionInput,
  ASSET_ARCHIVED_FOR_CORRECTION_MESSAGE,
  CORRECTION_APPLIED_MESSAGE,
  INTAKE_NOT_CORRECTABLE_MESSAGE,
  isCorrectableEvent,
} from "@stockroom/core";
import { assets, type Database } from "@stockroom/db";
import { and, eq, sql } from "drizzle-orm";
import { DomainError } from "../../../errors";
import { recordActivity } from "../../activity/record-activity";
import { loadHistoryEntry } from "../history/load-history-entry";
import { recordInventoryCorrection } from "../record-inventory-correction";

interface Ctx {
  db: Database;
  orgId: string;
  actorId: string;
}

/**
 * apply_inventory_correction with auto-approval (spec 02 §4): in ONE transaction, the
 * correction record (the original entry is never edited), the item resynced to the latest
 * entry as corrected, an activity entry — and, when the asset was restored from the
 * correction page for this, its return to the archive. Intake entries cannot be corrected.
 */
export async function applyInventoryCorrection({ db, orgId, actorId }: Ctx, input: ApplyCorrectionInput) {
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
      await tx
        .update(assets)
        .set({ isDeleted: true, deletedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(assets.organizationId, orgId), eq(assets.id, row.assetId)));
      await recordActivity(tx, orgId, actorId, {
        type: "asset_deleted",
        description: `Asset "${row.assetName}" archived again after its correction`,
        entityType: "asset",
        entityId: row.assetId,
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
