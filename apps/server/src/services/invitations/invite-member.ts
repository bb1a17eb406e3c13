import type { AppDeps } from "../../deps";
import { DomainError } from "../../errors";
import { createInvitations } from "./create-invitations";

/** An organization administrator invites one address (see createInvitations for the rules). */
export async function inviteMember(
  deps: Pick<AppDeps, "db" | "mailer">,
  organizationId: string,
  inviterId: string,
  input: { email: string; role?: string | undefined },
  origin: string,
) {
  const result = await createInvitations(
    deps,
    organizationId,
    inviterId,
    { emails: [input.email], role: input.role },
    origin,
    { inviterIsAdmin: true },
  );
  const [invited] = result.invited;
  if (!invited) throw new DomainError("CONFLICT", result.errors[0] ?? "Failed to send invitation");
  return invited;
}
