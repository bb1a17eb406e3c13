import { organizationMembers, organizations } from "@stockroom/db";
import { desc, eq, sql } from "drizzle-orm";
import type { DbContext } from "../context";

/** get_all_organizations_for_platform_admin: every organization with member and admin counts, one query. */
export async function listOrganizations({ db }: DbContext) {
  const active = sql`${organizationMembers.isDeleted} = false`;
  return db
    .select({
      id: organizations.id,
      name: organizations.name,
      description: organizations.description,
      avatarUrl: organizations.avatarUrl,
      createdAt: organizations.createdAt,
      updatedAt: organizations.updatedAt,
      memberCount: sql<number>`(count(${organizationMembers.id}) filter (where ${active}))::int`,
      adminCount: sql<number>`(count(${organizationMembers.id}) filter (where ${active} and ${organizationMembers.role} in ('admin', 'owner')))::int`,
    })
    .from(organizations)
    .leftJoin(organizationMembers, eq(organizationMembers.organizationId, organizations.id))
    .groupBy(organizations.id)
    .orderBy(desc(organizations.createdAt));
}
