import type { HistoryEventIdInput } from "@stockroom/core";
import { anomalyDismissals } from "@stockroom/db";
import { and, eq } from "drizzle-orm";
import type { ServiceContext } from "../../context";
import { loadHistoryEntry } from "./load-history-entry";

/** Hides an entry's anomaly banner for everyone in the organization (kept per asset). */
export async function dismissAnomaly({ db, orgId, actorId }: ServiceContext, { historyId }: HistoryEventIdInput) {
  const row = await loadHistoryEntry({ db, orgId }, historyId);
  await db
    .insert(anomalyDismissals)
    .values({ organizationId: orgId, assetId: row.assetId, historyId, dismissedBy: actorId })
    .onConflictDoNothing();
  return { success: true };
}

/** 'Show Dismissed': the asset's dismissed banners come back. */
export async function undismissAnomalies({ db, orgId }: ServiceContext, { assetId }: { assetId: string }) {
  const removed = await db
    .delete(anomalyDismissals)
    .where(and(eq(anomalyDismissals.organizationId, orgId), eq(anomalyDismissals.assetId, assetId)))
    .returning({ id: anomalyDismissals.id });
  return { restored: removed.length };
}
