import { ACTIVE_USER_WINDOW_DAYS, type MemberRole } from "@stockroom/core";
import { activityLog, organizationMembers, sessions, users } from "@stockroom/db";
import { asc, eq, sql } from "drizzle-orm";
import type { OrgContext } from "../context";
import { activeMemberOf, memberIdentity } from "../queries/active-members";

export interface MemberRow {
  memberId: string;
  userId: string;
  role: MemberRole;
  email: string;
  fullName: string | null;
  avatarUrl: string | null;
  joinedAt: Date;
  createdAt: Date;
  /** Activity columns are for administrators; other members get null. */
  lastSignInAt: Date | null;
  recentActivityCount: number | null;
  sessionCount: number | null;
}

/**
 * The organization's active members with their activity, in one query: last sign-in,
 * activity entries in the last 30 days and open sessions come from correlated counts
 * served by (actor_id, created_at) and (user_id) indexes.
 */
export async function listMembers(
  { db, orgId: organizationId }: OrgContext,
  opts: { includeActivity: boolean },
): Promise<MemberRow[]> {
  const rows = await db
    .select({
      ...memberIdentity,
      avatarUrl: users.avatarUrl,
      joinedAt: organizationMembers.joinedAt,
      createdAt: organizationMembers.createdAt,
      lastSignInAt: users.lastSignInAt,
      recentActivityCount: sql<number>`(
        select count(*)::int from ${activityLog}
        where ${activityLog.organizationId} = ${organizationMembers.organizationId}
          and ${activityLog.actorId} = ${organizationMembers.userId}
          and ${activityLog.createdAt} > now() - make_interval(days => ${ACTIVE_USER_WINDOW_DAYS}))`,
      sessionCount: sql<number>`(
        select count(*)::int from ${sessions}
        where ${sessions.userId} = ${organizationMembers.userId} and ${sessions.expiresAt} > now())`,
    })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(activeMemberOf(organizationId))
    .orderBy(asc(organizationMembers.joinedAt), asc(users.email));
  return rows.map((r) => ({
    ...r,
    lastSignInAt: opts.includeActivity ? r.lastSignInAt : null,
    recentActivityCount: opts.includeActivity ? r.recentActivityCount : null,
    sessionCount: opts.includeActivity ? r.sessionCount : null,
  }));
}
