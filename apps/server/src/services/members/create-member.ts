import type { CreateUserInput } from "@stockroom/core";
import { hashPassword } from "../../auth/password";
import { DomainError } from "../../errors";
import type { ServiceContext } from "../context";
import { lockOrganization } from "../organization/lock-organization";
import { pinDigest } from "../profile/pin-digest";
import { PIN_IN_USE_MESSAGE, pinUsedInOrganization } from "../profile/pin-used-in-organization";
import { addMembership } from "./add-membership";
import { createAccount } from "./create-account";

/**
 * An administrator creates an account in their organization (admin-create-user). The
 * password they chose is temporary: the user must change it at first sign-in. An
 * optional PIN already used by another member is refused rather than made ambiguous.
 */
export async function createMember(
  { db, orgId: organizationId, actorId, pinSecret }: ServiceContext & { pinSecret: string },
  input: CreateUserInput,
) {
  const passwordHash = await hashPassword(input.password);
  const digest = input.quickAccessPin ? pinDigest(pinSecret, input.quickAccessPin) : null;
  return db.transaction(async (tx) => {
    await lockOrganization(tx, organizationId);
    if (digest && (await pinUsedInOrganization(tx, organizationId, digest, null))) {
      throw new DomainError("CONFLICT", PIN_IN_USE_MESSAGE);
    }
    const user = await createAccount(tx, {
      email: input.email,
      passwordHash,
      fullName: input.fullName,
      mustChangePassword: true,
      quickAccessPinDigest: digest,
    });
    const { memberId } = await addMembership(tx, organizationId, user, input.role, { actorId: actorId, via: "added" });
    return { userId: user.id, memberId, email: user.email };
  });
}
