import { type InvitationStatus, invitationStatus } from "@stockroom/core";
import { invitations, organizations, users } from "@stockroom/db";
import { eq, sql } from "drizzle-orm";
import { hashToken } from "../../auth/tokens";
import type { DbContext } from "../context";
import { invitationOfToken } from "./claim-invitation";

export interface InvitationView {
  status: InvitationStatus;
  /** Details only for a valid invitation: the token holder sees whom it invites where. */
  invitation: null | {
    id: string;
    organizationId: string;
    organizationName: string;
    email: string;
    role: string;
    inviterName: string | null;
    expiresAt: Date;
    /** Whether the invited address already has an account (sign in) or needs one (set up). */
    accountExists: boolean;
  };
}

/** get_invitation_by_token: the state of an invitation link and, when valid, what it offers. */
export async function getInvitationByToken({ db }: DbContext, token: string): Promise<InvitationView> {
  const inviter = sql`(select coalesce(${users.fullName}, ${users.email}) from ${users} where ${users.id} = ${invitations.invitedBy})`;
  const [row] = await db
    .select({
      ...invitationOfToken,
      inviterName: sql<string | null>`${inviter}`,
      accountExists: sql<boolean>`exists (select 1 from ${users} where lower(${users.email}) = lower(${invitations.email}))`,
    })
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
    .where(eq(invitations.tokenHash, hashToken(token)))
    .limit(1);
  const status = invitationStatus(row, new Date());
  if (!row || status !== "valid") return { status, invitation: null };
  const { acceptedAt: _accepted, ...invitation } = row;
  return { status: "valid", invitation };
}
