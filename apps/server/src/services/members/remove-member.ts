import { organizationMembers } from "@stockroom/db";
import { eq } from "drizzle-orm";
import { recordActivity } from "../activity/record-activity";
import { describePerson } from "./describe-person";
import { findMemberForChange, type MemberChangeContext } from "./find-member-for-change";

/**
 * Removes a member from the organization. The membership is marked deleted (kept for
 * the record); the account stays and can join another organization.
 */
export async function removeMember(
  { db, orgId: organizationId, actorId, actorRole }: MemberChangeContext,
  memberId: string,
) {
  const actor = { id: actorId, role: actorRole };
  await db.transaction(async (tx) => {
    const member = await findMemberForChange(tx, organizationId, actor, { memberId });
    await tx.update(organizationMembers).set({ isDeleted: true }).where(eq(organizationMembers.id, member.memberId));
    await recordActivity(tx, organizationId, actor.id, {
      type: "member_removed",
      description: `${describePerson(member)} was removed from the organization`,
      entityType: "member",
      entityId: member.memberId,
    });
  });
}
