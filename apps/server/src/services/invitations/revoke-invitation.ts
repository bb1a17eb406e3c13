import { INVITATION_NOT_FOUND_MESSAGE } from "@stockroom/core";
import { invitations } from "@stockroom/db";
import { and, eq, isNull } from "drizzle-orm";
import { DomainError } from "../../errors";
import type { OrgContext } from "../context";

/** Withdraws a pending invitation of the organization: its link stops working. */
export async function revokeInvitation({ db, orgId: organizationId }: OrgContext, invitationId: string) {
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
