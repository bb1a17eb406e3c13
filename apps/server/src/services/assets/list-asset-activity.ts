import { ASSET_NOT_FOUND_MESSAGE } from "@stockroom/core";
import { activityLog, apiTokens, assets, users } from "@stockroom/db";
import { and, desc, eq, sql } from "drizzle-orm";
import { DomainError } from "../../errors";
import type { OrgContext } from "../context";

export const ASSET_ACTIVITY_LIMIT = 50;

/**
 * The asset detail's History tab: what was done to this asset (created, updated, deleted …), newest first,
 * with the API token's name behind a change made through the API.
 */
export async function listAssetActivity({ db, orgId }: OrgContext, assetId: string) {
  const rows = await db
    .select({
      assetId: assets.id,
      id: activityLog.id,
      type: activityLog.type,
      description: activityLog.description,
      actorName: sql<string | null>`coalesce(${users.fullName}, ${users.email})`,
      apiTokenName: apiTokens.name,
      createdAt: activityLog.createdAt,
    })
    .from(assets)
    .leftJoin(
      activityLog,
      and(
        eq(activityLog.organizationId, orgId),
        eq(activityLog.entityType, "asset"),
        eq(activityLog.entityId, assets.id),
      ),
    )
    .leftJoin(users, eq(users.id, activityLog.actorId))
    // The token behind a change made through the API (issue 27); its creator is the actor.
    .leftJoin(apiTokens, and(eq(apiTokens.organizationId, orgId), eq(apiTokens.id, activityLog.apiTokenId)))
    .where(and(eq(assets.organizationId, orgId), eq(assets.id, assetId)))
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(ASSET_ACTIVITY_LIMIT);
  if (rows.length === 0) throw new DomainError("NOT_FOUND", ASSET_NOT_FOUND_MESSAGE);
  return rows.flatMap((r) =>
    r.id && r.type && r.description && r.createdAt
      ? [
          {
            id: r.id,
            type: r.type,
            description: r.description,
            actorName: r.actorName,
            apiTokenName: r.apiTokenName,
            createdAt: r.createdAt,
          },
        ]
      : [],
  );
}
