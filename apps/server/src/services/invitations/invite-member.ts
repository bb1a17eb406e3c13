import type { InviteMemberInput } from "@stockroom/core";
import { DomainError } from "../../errors";
import { createInvitations, type InvitationContext } from "./create-invitations";

/** An organization administrator invites one address (see createInvitations for the rules). */
export async function inviteMember(ctx: InvitationContext, input: InviteMemberInput) {
  const result = await createInvitations(ctx, { emails: [input.email], role: input.role, inviterIsAdmin: true });
  const [invited] = result.invited;
  if (!invited) throw new DomainError("CONFLICT", result.errors[0] ?? "Failed to send invitation");
  return invited;
}
