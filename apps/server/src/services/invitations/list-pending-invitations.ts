import { invitationStatus } from "@stockroom/core";
import { invitations, users } from "@stockroom/db";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { OrgContext } from "../context";

/** Invitations of the organization not accepted yet, newest first, with who sent them. */
export async function listPendingInvitations({ db, orgId: organizationId }: OrgContext) {
  const rows = await db
    .select({
      id: invitations.id,
      email: invitations.email,
      role: invitations.role,
      expiresAt: invitations.expiresAt,
      createdAt: invitations.createdAt,
      inviterName: users.fullName,
      inviterEmail: users.email,
    })
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(and(eq(invitations.organizationId, organizationId), isNull(invitations.acceptedAt)))
    .orderBy(desc(invitations.createdAt));
  const now = new Date();
  return rows.map(({ inviterEmail, ...r }) => ({
    ...r,
    inviterName: r.inviterName ?? inviterEmail,
    expired: invitationStatus({ acceptedAt: null, expiresAt: r.expiresAt }, now) === "expired",
  }));
}
