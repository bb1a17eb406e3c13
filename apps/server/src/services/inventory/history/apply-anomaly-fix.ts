import { type ApplyAnomalyFixInput, DEFAULT_CORRECTION_UNIT_TYPE, DEFAULT_CURRENCY } from "@stockroom/core";
import { recordActivity } from "../../activity/record-activity";
import type { ServiceContext } from "../../context";
import { recordInventoryCorrection } from "../record-inventory-correction";
import { loadHistoryEntry } from "./load-history-entry";

/** The reason stored with a banner fix. */
export function anomalyFixReason(fixType: ApplyAnomalyFixInput["fixType"], from: number, to: number): string {
  return fixType === "manual"
    ? `Manual correction from anomaly review: ${from} → ${to}`
    : `Auto-fix of a likely typo (${fixType}): ${from} → ${to}`;
}

/**
 * The anomaly banner's fix (auto-fix of a typo, or a manual quantity): a correction like any
 * other — the original entry keeps its quantity — plus response_data.fix_applied on the
 * entry, which makes it verified. One transaction, the item locked, resynced to the latest entry.
 */
export async function applyAnomalyFix({ db, orgId, actorId }: ServiceContext, input: ApplyAnomalyFixInput) {
  return db.transaction(async (tx) => {
    const row = await loadHistoryEntry({ db: tx, orgId }, input.historyId);
    const reason = anomalyFixReason(input.fixType, row.entry.quantity, input.quantity);
    const result = await recordInventoryCorrection(
      tx,
      { orgId, actorId },
      {
        historyId: input.historyId,
        quantity: input.quantity,
        reason,
        currency: row.itemCurrency || DEFAULT_CURRENCY,
        unitType: DEFAULT_CORRECTION_UNIT_TYPE,
        fixApplied: { fixType: input.fixType, confidence: input.confidence ?? null },
      },
    );
    await recordActivity(tx, orgId, actorId, {
      type: "inventory_fix_applied",
      description: `Anomaly fix applied to "${row.assetName}": ${row.entry.quantity} → ${input.quantity}`,
      entityType: "asset",
      entityId: row.assetId,
    });
    return { success: true, correctionId: result.correctionId, quantity: result.itemQuantity };
  });
}
