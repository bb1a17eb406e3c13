import type { ActivityEntry } from "@stockroom/core";
import { activityLog, type DbOrTx } from "@stockroom/db";

/**
 * Appends to the organization's activity log (dashboard "Recent Activity"). Call it
 * with the action's transaction so the entry exists exactly when the action happened.
 * The entry's type is one of core's ACTIVITY_TYPE_ENTITIES, which also fixes what it may
 * point at.
 */
export async function recordActivity(
  db: DbOrTx,
  organizationId: string,
  actorId: string | null,
  entry: ActivityEntry,
): Promise<void> {
  await db.insert(activityLog).values({ organizationId, actorId, ...entry });
}
