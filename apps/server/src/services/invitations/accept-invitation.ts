import { users } from "@stockroom/db";
import { eq } from "drizzle-orm";
import { DomainError } from "../../errors";
import type { ActorContext } from "../context";
import { addMembership } from "../members/add-membership";
import { claimInvitation } from "./claim-invitation";

export const wrongAccountMessage = (email: string) =>
  `This invitation was sent to ${email}. Sign in with that address to accept it.`;

/**
 * accept_invitation: the signed-in user whose address was invited joins the
 * organization with the invitation's role, and the link is used up, in one transaction.
 */
export async function acceptInvitation({ db, actorId: userId }: ActorContext, token: string) {
  return db.transaction(async (tx) => {
    const invitation = await claimInvitation(tx, token);
    const [user] = await tx
      .select({
        id: users.id,
        email: users.email,
        fullName: users.fullName,
        quickAccessPinDigest: users.quickAccessPinDigest,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw new DomainError("UNAUTHORIZED", "Please sign in.");
    if (user.email.toLowerCase() !== invitation.email.toLowerCase()) {
      throw new DomainError("FORBIDDEN", wrongAccountMessage(invitation.email));
    }
    await addMembership(tx, invitation.organizationId, user, invitation.role, {
      actorId: user.id,
      via: "invitation",
    });
    return {
      organizationId: invitation.organizationId,
      organizationName: invitation.organizationName,
      role: invitation.role,
    };
  });
}
