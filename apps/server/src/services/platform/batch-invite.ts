import type { AppDeps } from "../../deps";
import { createInvitations } from "../invitations/create-invitations";

/**
 * create_multiple_invitations_as_platform_admin: one invitation per valid address; lines
 * that are not addresses and addresses that cannot be invited are reported as errors.
 */
export async function batchInvite(
  deps: Pick<AppDeps, "db" | "mailer">,
  operatorId: string,
  input: { organizationId: string; emails: string[]; invalid: string[]; role: string },
  origin: string,
) {
  const result = await createInvitations(
    deps,
    input.organizationId,
    operatorId,
    { emails: input.emails, role: input.role },
    origin,
    { inviterIsAdmin: true },
  );
  const errors = [...input.invalid.map((line) => `${line}: not a valid email address`), ...result.errors];
  return {
    success_count: result.invited.length,
    error_count: errors.length,
    errors,
    invited: result.invited,
  };
}
