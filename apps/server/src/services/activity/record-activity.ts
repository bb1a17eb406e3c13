import type { ActivityEntry } from "@stockroom/core";
import { activityLog, type DbOrTx } from "@stockroom/db";
import { currentApiTokenId } from "./api-token-scope";

/**
 * Appends to the organization's activity log (dashboard "Recent Activity"). Call it
 * with the action's transaction so the entry exists exactly when the action happened.
 * The entry's type is one of core's ACTIVITY_TYPE_ENTITIES, which also fixes what it may
 * point at. An action through the REST API also names its token (api-token-scope.ts).
 */
export async function recordActivity(
  db: DbOrTx,
  organizationId: string,
  actorId: string | null,
  entry: ActivityEntry,
): Promise<void> {
  await db.insert(activityLog).values({ organizationId, actorId, apiTokenId: currentApiTokenId(), ...entry });
}
