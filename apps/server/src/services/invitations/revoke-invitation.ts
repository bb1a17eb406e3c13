import { INVITATION_NOT_FOUND_MESSAGE } from "@stockroom/core";
import { type Database, invitations } from "@stockroom/db";
import { and, eq, isNull } from "drizzle-orm";
import { DomainError } from "../../errors";

/** Withdraws a pending invitation of the organization: its link stops working. */
export async function revokeInvitation(db: Database, organizationId: string, invitationId: string) {
  const deleted = await db
    .delete(invitations)
    .where(
      and(
        eq(invitations.id, invitationId),
        eq(invitations.organizationId, organizationId),
        isNull(invitations.acceptedAt),
      ),
    )
    .returning({ id: invitations.id });
  if (deleted.length === 0) throw new DomainError("NOT_FOUND", INVITATION_NOT_FOUND_MESSAGE);
}
