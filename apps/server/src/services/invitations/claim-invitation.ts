import { INVITATION_STATUS_MESSAGES, invitationStatus } from "@stockroom/core";
import { invitations, organizations, type Transaction } from "@stockroom/db";
import { eq } from "drizzle-orm";
import { hashToken } from "../../auth/tokens";
import { DomainError } from "../../errors";

/** An invitation with its organization's name, as the link's page and its accept read it. */
export const invitationOfToken = {
  id: invitations.id,
  organizationId: invitations.organizationId,
  organizationName: organizations.name,
  email: invitations.email,
  role: invitations.role,
  expiresAt: invitations.expiresAt,
  acceptedAt: invitations.acceptedAt,
};

const CLAIM_ERROR_CODES = { not_found: "NOT_FOUND", accepted: "CONFLICT", expired: "BAD_REQUEST" } as const;

/**
 * Locks the invitation of a token and marks it accepted, inside the caller's
 * transaction; a second accept of the same link waits for the first and then finds it
 * accepted (single use). When the caller's later steps fail, the rollback un-accepts it.
 */
export async function claimInvitation(tx: Transaction, token: string) {
  const [row] = await tx
    .select(invitationOfToken)
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
    .where(eq(invitations.tokenHash, hashToken(token)))
    .for("update", { of: invitations });
  if (!row) throw new DomainError(CLAIM_ERROR_CODES.not_found, INVITATION_STATUS_MESSAGES.not_found);
  const status = invitationStatus(row, new Date());
  if (status !== "valid") throw new DomainError(CLAIM_ERROR_CODES[status], INVITATION_STATUS_MESSAGES[status]);
  await tx.update(invitations).set({ acceptedAt: new Date() }).where(eq(invitations.id, row.id));
  return row;
}
