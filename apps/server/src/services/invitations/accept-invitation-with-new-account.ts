import { users } from "@stockroom/db";
import { eq } from "drizzle-orm";
import { hashPassword } from "../../auth/password";
import type { AppDeps } from "../../deps";
import { DomainError } from "../../errors";
import { findUserByEmail } from "../auth/find-user-by-email";
import { addMembership } from "../members/add-membership";
import { createAccount } from "../members/create-account";
import { claimInvitation } from "./claim-invitation";

export const ACCOUNT_EXISTS_MESSAGE = "An account with this email already exists. Sign in to accept the invitation.";

/**
 * The account-setup step of an invitation to an address with no account: the invitee
 * chooses their name and password, the account and membership are created and the
 * link is used up in one transaction; then a session is opened (they are signed in).
 */
export async function acceptInvitationWithNewAccount(
  deps: Pick<AppDeps, "db" | "auth">,
  input: { token: string; fullName: string; password: string },
) {
  const passwordHash = await hashPassword(input.password);
  const joined = await deps.db.transaction(async (tx) => {
    const invitation = await claimInvitation(tx, input.token);
    if (await findUserByEmail(tx, invitation.email)) throw new DomainError("CONFLICT", ACCOUNT_EXISTS_MESSAGE);
    const user = await createAccount(tx, {
      email: invitation.email,
      passwordHash,
      fullName: input.fullName,
      mustChangePassword: false,
    });
    await addMembership(tx, invitation.organizationId, user, invitation.role, {
      actorId: user.id,
      via: "invitation",
    });
    await tx.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, user.id));
    return { userId: user.id, organizationName: invitation.organizationName, role: invitation.role };
  });
  const session = await deps.auth.createSession(joined.userId, {});
  return { ...joined, sessionId: session.id };
}
