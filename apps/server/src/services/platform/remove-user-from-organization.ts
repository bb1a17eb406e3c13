import { MEMBER_NOT_FOUND_MESSAGE } from "@stockroom/core";
import { organizationMembers, users } from "@stockroom/db";
import { eq } from "drizzle-orm";
import { DomainError } from "../../errors";
import { recordActivity } from "../activity/record-activity";
import type { ServiceContext } from "../context";
import { describePerson } from "../members/describe-person";
import { activeMemberOf } from "../queries/active-members";

/** remove_user_from_organization_as_platform_admin: ends the membership; the account stays. */
export async function removeUserFromOrganization(
  { db, actorId: operatorId, orgId: organizationId }: ServiceContext,
  userId: string,
) {
  await db.transaction(async (tx) => {
    const [member] = await tx
      .update(organizationMembers)
      .set({ isDeleted: true })
      .where(activeMemberOf(organizationId, eq(organizationMembers.userId, userId)))
      .returning({ id: organizationMembers.id });
    if (!member) throw new DomainError("NOT_FOUND", MEMBER_NOT_FOUND_MESSAGE);
    const [user] = await tx
      .select({ email: users.email, fullName: users.fullName })
      .from(users)
      .where(eq(users.id, userId));
    await recordActivity(tx, organizationId, operatorId, {
      type: "member_removed",
      description: `${user ? describePerson(user) : "A member"} was removed from the organization`,
      entityType: "member",
      entityId: member.id,
    });
  });
}
