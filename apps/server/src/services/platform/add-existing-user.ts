import type { AddExistingUserInput } from "@stockroom/core";
import { DomainError } from "../../errors";
import { findUserByEmail } from "../auth/find-user-by-email";
import type { ServiceContext } from "../context";
import { addMembership } from "../members/add-membership";

export const NO_SUCH_USER_MESSAGE = "No user with this email address exists.";

/** add_user_to_organization_as_platform_admin: an existing account joins with a role (owner possible). */
export async function addExistingUser(
  { db, actorId: operatorId, orgId: organizationId }: ServiceContext,
  input: AddExistingUserInput,
) {
  const user = await findUserByEmail(db, input.email);
  if (!user) throw new DomainError("NOT_FOUND", NO_SUCH_USER_MESSAGE);
  return db.transaction(async (tx) => {
    const { memberId } = await addMembership(tx, organizationId, user, input.role, {
      actorId: operatorId,
      via: "added",
    });
    return { memberId, email: user.email, role: input.role };
  });
}
