import type { MemberRoleUpdateInput } from "@stockroom/core";
import { organizationMembers } from "@stockroom/db";
import { eq } from "drizzle-orm";
import { recordActivity } from "../activity/record-activity";
import { describePerson } from "./describe-person";
import { findMemberForChange, type MemberChangeContext } from "./find-member-for-change";

/** Toggles a member between admin and member (Organization Settings → Members). */
export async function updateMemberRole(
  { db, orgId: organizationId, actorId, actorRole }: MemberChangeContext,
  input: MemberRoleUpdateInput,
) {
  const actor = { id: actorId, role: actorRole };
  return db.transaction(async (tx) => {
    const member = await findMemberForChange(tx, organizationId, actor, { memberId: input.memberId });
    if (member.role === input.role) return { memberId: member.memberId, role: input.role };
    await tx.update(organizationMembers).set({ role: input.role }).where(eq(organizationMembers.id, member.memberId));
    await recordActivity(tx, organizationId, actor.id, {
      type: "member_role_changed",
      description: `${describePerson(member)} is now ${input.role === "admin" ? "an admin" : "a member"}`,
      entityType: "member",
      entityId: member.memberId,
    });
    return { memberId: member.memberId, role: input.role };
  });
}
