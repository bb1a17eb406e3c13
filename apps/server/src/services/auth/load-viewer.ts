import { can, type MemberRole } from "@stockroom/core";
import { type DbOrTx, organizationMembers, organizations, platformOperators, users } from "@stockroom/db";
import { and, eq, sql } from "drizzle-orm";

export interface Viewer {
  user: { id: string; email: string; fullName: string | null; avatarUrl: string | null; mustChangePassword: boolean };
  membership: null | {
    id: string;
    organizationId: string;
    role: MemberRole;
    organization: { id: string; name: string; avatarUrl: string | null; settings: Record<string, unknown> };
  };
  isOperator: boolean;
  isOrgAdmin: boolean;
}

/** The signed-in user with their membership and operator flag, in one query. */
export async function loadViewer(db: DbOrTx, userId: string): Promise<Viewer | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      avatarUrl: users.avatarUrl,
      mustChangePassword: users.mustChangePassword,
      memberId: organizationMembers.id,
      role: organizationMembers.role,
      orgId: organizations.id,
      orgName: organizations.name,
      orgAvatarUrl: organizations.avatarUrl,
      orgSettings: organizations.settings,
      isOperator: sql<boolean>`${platformOperators.userId} is not null`,
    })
    .from(users)
    .leftJoin(
      organizationMembers,
      and(eq(organizationMembers.userId, users.id), eq(organizationMembers.isDeleted, false)),
    )
    .leftJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .leftJoin(platformOperators, eq(platformOperators.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  const membership =
    row.memberId && row.orgId && row.role
      ? {
          id: row.memberId,
          organizationId: row.orgId,
          role: row.role as MemberRole,
          organization: {
            id: row.orgId,
            name: row.orgName ?? "",
            avatarUrl: row.orgAvatarUrl,
            settings: row.orgSettings ?? {},
          },
        }
      : null;
  return {
    user: {
      id: row.id,
      email: row.email,
      fullName: row.fullName,
      avatarUrl: row.avatarUrl,
      mustChangePassword: row.mustChangePassword,
    },
    membership,
    isOperator: Boolean(row.isOperator),
    isOrgAdmin: can(membership?.role, "administer"),
  };
}
