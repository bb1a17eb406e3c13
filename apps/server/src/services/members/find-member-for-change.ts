import { can, MEMBER_NOT_FOUND_MESSAGE, type MemberRole } from "@stockroom/core";
import { organizationMembers, platformOperators, type Transaction, users } from "@stockroom/db";
import { eq, sql } from "drizzle-orm";
import { DomainError } from "../../errors";
import type { ServiceContext } from "../context";
import { activeMemberOf, memberIdentity } from "../queries/active-members";

export const NOT_YOURSELF_MESSAGE = "You cannot do this to your own account.";
export const OWNER_ONLY_MESSAGE = "Only an owner can change or remove an owner.";

export interface Actor {
  id: string;
  role: MemberRole;
}

/** A member change by an administrator: the service context plus the actor's role (owners are protected). */
export type MemberChangeContext = ServiceContext & { actorRole: MemberRole };

/**
 * Loads and locks an active member of the organization that the acting administrator
 * may change: not themselves, and an owner only when the actor is an owner too. The
 * member is found by member id or by user id, always within the organization.
 */
export async function findMemberForChange(
  tx: Transaction,
  organizationId: string,
  actor: Actor,
  by: { memberId: string } | { userId: string },
) {
  if (!can(actor.role, "administer")) {
    throw new DomainError("FORBIDDEN", "You need to be a system administrator to access this page");
  }
  const [member] = await tx
    .select({
      ...memberIdentity,
      isOperator: sql<boolean>`exists (select 1 from ${platformOperators} where ${platformOperators.userId} = ${users.id})`,
    })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(
      activeMemberOf(
        organizationId,
        "memberId" in by ? eq(organizationMembers.id, by.memberId) : eq(organizationMembers.userId, by.userId),
      ),
    )
    .for("update", { of: organizationMembers });
  if (!member) throw new DomainError("NOT_FOUND", MEMBER_NOT_FOUND_MESSAGE);
  if (member.userId === actor.id) throw new DomainError("FORBIDDEN", NOT_YOURSELF_MESSAGE);
  if (member.role === "owner" && actor.role !== "owner") throw new DomainError("FORBIDDEN", OWNER_ONLY_MESSAGE);
  return member;
}
