import { activityLog, type DbOrTx } from "@stockroom/db";

export interface ActivityEntry {
  type: string;
  /** Shown as is on the dashboard's Recent Activity card. */
  description: string;
  entityType?: string;
  entityId?: string;
}

/**
 * Appends to the organization's activity log (dashboard "Recent Activity"). Call it
 * with the action's transaction so the entry exists exactly when the action happened.
 */
export async function recordActivity(
  db: DbOrTx,
  organizationId: string,
  actorId: string | null,
  entry: ActivityEntry,
): Promise<void> {
  await db.insert(activityLog).values({ organizationId, actorId, ...entry });
}
