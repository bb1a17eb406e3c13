import { organizationMembers, users } from "@stockroom/db";
import { and, eq, type SQL } from "drizzle-orm";

/**
 * The organization's current members: membership rows of the organization that were not
 * removed (a removal keeps the row, is_deleted true). Every reader of "who belongs here"
 * filters with this, so a removed member never counts, sees or holds a PIN there.
 */
export function activeMemberOf(organizationId: string, ...more: (SQL | undefined)[]): SQL {
  return and(
    eq(organizationMembers.organizationId, organizationId),
    eq(organizationMembers.isDeleted, false),
    ...more,
  ) as SQL;
}

/** Who a membership row is: its ids, role and the member's account names. */
export const memberIdentity = {
  memberId: organizationMembers.id,
  userId: organizationMembers.userId,
  role: organizationMembers.role,
  email: users.email,
  fullName: users.fullName,
};
