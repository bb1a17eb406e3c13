import { users } from "@stockroom/db";
import { eq } from "drizzle-orm";
import { DomainError } from "../../errors";
import { recordActivity } from "../activity/record-activity";
import { describePerson } from "./describe-person";
import { findMemberForChange, type MemberChangeContext } from "./find-member-for-change";

export const OPERATOR_ACCOUNT_MESSAGE = "Platform operator accounts can only be deleted from the platform console.";

/**
 * An administrator permanently deletes the account of a member of their organization
 * (admin-delete-user). Sessions and memberships go with the account; what the user
 * created stays, with its creator cleared.
 */
export async function deleteMemberAccount(
  { db, orgId: organizationId, actorId, actorRole }: MemberChangeContext,
  userId: string,
) {
  const actor = { id: actorId, role: actorRole };
  await db.transaction(async (tx) => {
    const member = await findMemberForChange(tx, organizationId, actor, { userId });
    if (member.isOperator) throw new DomainError("FORBIDDEN", OPERATOR_ACCOUNT_MESSAGE);
    await tx.delete(users).where(eq(users.id, member.userId));
    await recordActivity(tx, organizationId, actor.id, {
      type: "member_removed",
      description: `${describePerson(member)}'s account was deleted`,
      entityType: "user",
      entityId: member.userId,
    });
  });
  return { success: true as const, message: "User deleted successfully" };
}
