import type { PlatformCreateUserInput } from "@stockroom/core";
import { hashPassword } from "../../auth/password";
import type { ServiceContext } from "../context";
import { addMembership } from "../members/add-membership";
import { createAccount } from "../members/create-account";

/**
 * The platform's Create User: an account with the operator's temporary password (to be
 * changed at first sign-in) and a membership, in one transaction.
 */
export async function createUserInOrganization(
  { db, actorId: operatorId, orgId: organizationId }: ServiceContext,
  input: PlatformCreateUserInput,
) {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const user = await createAccount(tx, {
      email: input.email,
      passwordHash,
      fullName: input.fullName,
      mustChangePassword: true,
    });
    const { memberId } = await addMembership(tx, organizationId, user, input.role, {
      actorId: operatorId,
      via: "added",
    });
    return { userId: user.id, memberId, email: user.email, role: input.role };
  });
}
