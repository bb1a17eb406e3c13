import { ACTIVE_USER_WINDOW_DAYS } from "@stockroom/core";
import { assets, forms, organizationMembers, organizations, users } from "@stockroom/db";
import { isNull, sql } from "drizzle-orm";
import type { OrgContext } from "../context";
import { activeMemberOf } from "../queries/active-members";

export interface OrganizationStatistics {
  /** 1 (this organization) for an administrator; every organization for a platform operator. */
  organizations: number;
  users: number;
  /** Members who signed in within the last 30 days. */
  activeUsers: number;
  assets: number;
  forms: number;
}

/** Organization Settings → Statistics: real counts of the organization, in one query. */
export async function getOrganizationStatistics(
  { db, orgId: organizationId }: OrgContext,
  opts: { isOperator: boolean },
): Promise<OrganizationStatistics> {
  const activeMember = activeMemberOf(organizationId);
  const [row] = await db.execute<{
    organizations: number;
    users: number;
    active_users: number;
    assets: number;
    forms: number;
  }>(sql`select
      ${opts.isOperator ? sql`(select count(*)::int from ${organizations})` : sql`1`} as organizations,
      (select count(*)::int from ${organizationMembers} where ${activeMember}) as users,
      (select count(*)::int from ${organizationMembers}
         join ${users} on ${users.id} = ${organizationMembers.userId}
         where ${activeMember}
           and ${users.lastSignInAt} > now() - make_interval(days => ${ACTIVE_USER_WINDOW_DAYS})) as active_users,
      (select count(*)::int from ${assets}
         where ${assets.organizationId} = ${organizationId} and ${assets.isDeleted} = false) as assets,
      (select count(*)::int from ${forms}
         where ${forms.organizationId} = ${organizationId} and ${isNull(forms.deletedAt)}) as forms`);
  return {
    organizations: row?.organizations ?? 0,
    users: row?.users ?? 0,
    activeUsers: row?.active_users ?? 0,
    assets: row?.assets ?? 0,
    forms: row?.forms ?? 0,
  };
}
