import type { MemberRole } from "@stockroom/core";
import { createInvitations, type InvitationContext } from "../invitations/create-invitations";

/**
 * create_multiple_invitations_as_platform_admin: one invitation per valid address; lines
 * that are not addresses and addresses that cannot be invited are reported as errors.
 */
export async function batchInvite(
  ctx: InvitationContext,
  input: { emails: string[]; invalid: string[]; role: MemberRole },
) {
  const result = await createInvitations(ctx, { emails: input.emails, role: input.role, inviterIsAdmin: true });
  const errors = [...input.invalid.map((line) => `${line}: not a valid email address`), ...result.errors];
  return {
    success_count: result.invited.length,
    error_count: errors.length,
    errors,
    invited: result.invited,
  };
}
