import type { AddExistingUserInput } from "@stockroom/core";
import { DomainError } from "../../errors";
import { recordActivity } from "../activity/record-activity";
import { findUserByEmail } from "../auth/find-user-by-email";
import type { ServiceContext } from "../context";
import { addMembership } from "../members/add-membership";
import { describePerson } from "../members/describe-person";

export const NO_SUCH_USER_MESSAGE = "No user with this email address exists.";

/** add_user_to_organization_as_platform_admin: an existing account joins with a role (owner possible). */
export async function addExistingUser(
  { db, actorId: operatorId, orgId: organizationId }: ServiceContext,
  input: AddExistingUserInput,
) {
  const user = await findUserByEmail(db, input.email);
  if (!user) throw new DomainError("NOT_FOUND", NO_SUCH_USER_MESSAGE);
  return db.transaction(async (tx) => {
    const { memberId } = await addMembership(tx, organizationId, user, input.role);
    await recordActivity(tx, organizationId, operatorId, {
      type: "member_joined",
      description: `${describePerson(user)} joined the organization as ${input.role}`,
      entityType: "member",
      entityId: memberId,
    });
    return { memberId, email: user.email, role: input.role };
  });
}
