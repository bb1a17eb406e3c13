import { EVENT_VERIFIED_MESSAGE, type HistoryEventIdInput, VERIFIED_STATUS } from "@stockroom/core";
import { inventoryHistory } from "@stockroom/db";
import { and, eq, sql } from "drizzle-orm";
import { recordActivity } from "../../activity/record-activity";
import type { ServiceContext } from "../../context";
import { loadHistoryEntry } from "./load-history-entry";

/**
 * mark_inventory_event_verified: the entry's response_data gets verification_status
 * 'verified' (with who and when), which hides its anomalies (spec 02 §4). Quantities are
 * untouched. Answers { success, message }.
 */
export async function markInventoryEventVerified(
  { db, orgId, actorId }: ServiceContext,
  { historyId }: HistoryEventIdInput,
) {
  return db.transaction(async (tx) => {
    const row = await loadHistoryEntry({ db: tx, orgId }, historyId);
    const verification = {
      verification_status: VERIFIED_STATUS,
      verified_by: actorId,
      verified_at: new Date().toISOString(),
    };
    await tx
      .update(inventoryHistory)
      .set({
        responseData: sql`${inventoryHistory.responseData} || ${JSON.stringify(verification)}::jsonb`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(inventoryHistory.organizationId, orgId), eq(inventoryHistory.id, historyId)));
    await recordActivity(tx, orgId, actorId, {
      type: "inventory_event_verified",
      description: `Inventory event of "${row.assetName}" marked as verified`,
      entityType: "asset",
      entityId: row.assetId,
    });
    return { success: true, message: EVENT_VERIFIED_MESSAGE };
  });
}
