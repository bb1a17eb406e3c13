import {
  INVITATION_ALREADY_ACCEPTED_MESSAGE,
  INVITATION_EXPIRED_MESSAGE,
  INVITATION_NOT_FOUND_MESSAGE,
} from "@stockroom/core";
import { invitations, organizations, type Transaction } from "@stockroom/db";
import { eq } from "drizzle-orm";
import { hashToken } from "../../auth/tokens";
import { DomainError } from "../../errors";

/**
 * Locks the invitation of a token and marks it accepted, inside the caller's
 * transaction; a second accept of the same link waits for the first and then finds it
 * accepted (single use). When the caller's later steps fail, the rollback un-accepts it.
 */
export async function claimInvitation(tx: Transaction, token: string) {
  const [row] = await tx
    .select({
      id: invitations.id,
      organizationId: invitations.organizationId,
      organizationName: organizations.name,
      email: invitations.email,
      role: invitations.role,
      expiresAt: invitations.expiresAt,
      acceptedAt: invitations.acceptedAt,
    })
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
    .where(eq(invitations.tokenHash, hashToken(token)))
    .for("update", { of: invitations });
  if (!row) throw new DomainError("NOT_FOUND", INVITATION_NOT_FOUND_MESSAGE);
  if (row.acceptedAt) throw new DomainError("CONFLICT", INVITATION_ALREADY_ACCEPTED_MESSAGE);
  if (row.expiresAt.getTime() <= Date.now()) throw new DomainError("BAD_REQUEST", INVITATION_EXPIRED_MESSAGE);
  await tx.update(invitations).set({ acceptedAt: new Date() }).where(eq(invitations.id, row.id));
  return row;
}
