import { invitationExpiresAt, type MemberRole, supportedLanguage } from "@stockroom/core";
import { invitations, organizationMembers, users } from "@stockroom/db";
import { and, count, eq, inArray, isNull, sql } from "drizzle-orm";
import { newToken } from "../../auth/tokens";
import type { AppDeps } from "../../deps";
import { DomainError } from "../../errors";
import { invitationMail } from "../../i18n/mailTexts";
import { recordActivity } from "../activity/record-activity";
import type { ServiceContext } from "../context";
import { alreadyMemberMessage, memberLimitMessage } from "../members/add-membership";
import { describePerson } from "../members/describe-person";
import { lockOrganization } from "../organization/lock-organization";
import { activeMemberOf } from "../queries/active-members";

export const MEMBER_INVITES_OFF_MESSAGE =
  'Member invitations are turned off for this organization. Ask an administrator to invite, or to turn on "Allow member invites".';

/** Who invites into which organization, the mailer and the origin the link points to. */
export type InvitationContext = ServiceContext & Pick<AppDeps, "mailer"> & { origin: string };

export interface InvitationBatchResult {
  invited: { id: string; email: string; role: string }[];
  /** One sentence per address that got no invitation. */
  errors: string[];
}

/**
 * Invites addresses to the organization, in one transaction: a random single-use token
 * per address (only its hash is stored) valid for 7 days, mailed with a link to
 * /invitation?token=… after the transaction commits. An address that is already a
 * member gets an error instead; an earlier pending invitation of the same address is
 * replaced. Without a role the organization's default role applies. Administrators may
 * always invite; "Allow member invites" governs invitations by other members.
 */
export async function createInvitations(
  { db, orgId: organizationId, actorId: inviterId, mailer, origin }: InvitationContext,
  input: { emails: string[]; role?: MemberRole | undefined; inviterIsAdmin: boolean },
): Promise<InvitationBatchResult> {
  const emails = [...new Set(input.emails.map((e) => e.trim().toLowerCase()))];
  const { org, inviter, role, created, errors } = await db.transaction(async (tx) => {
    const org = await lockOrganization(tx, organizationId);
    if (!input.inviterIsAdmin && !org.settings.allowMemberInvites) {
      throw new DomainError("FORBIDDEN", MEMBER_INVITES_OFF_MESSAGE);
    }
    const role = input.role ?? org.settings.defaultRole;
    const [inviter] = await tx
      .select({ fullName: users.fullName, email: users.email, locale: users.locale })
      .from(users)
      .where(eq(users.id, inviterId));
    const activeHere = activeMemberOf(organizationId);
    const [{ members } = { members: 0 }] = await tx
      .select({ members: count() })
      .from(organizationMembers)
      .where(activeHere);
    const memberEmails = new Set(
      (
        await tx
          .select({ email: sql<string>`lower(${users.email})` })
          .from(organizationMembers)
          .innerJoin(users, eq(users.id, organizationMembers.userId))
          .where(and(activeHere, inArray(sql`lower(${users.email})`, emails)))
      ).map((r) => r.email),
    );
    const errors: string[] = [];
    const toInvite: string[] = [];
    for (const email of emails) {
      if (memberEmails.has(email)) errors.push(alreadyMemberMessage(email));
      else if (members >= org.settings.maxMembers)
        errors.push(`${email}: ${memberLimitMessage(org.settings.maxMembers)}`);
      else toInvite.push(email);
    }
    if (toInvite.length === 0) return { org, inviter, role, created: [], errors };
    await tx
      .delete(invitations)
      .where(
        and(
          eq(invitations.organizationId, organizationId),
          isNull(invitations.acceptedAt),
          inArray(sql`lower(${invitations.email})`, toInvite),
        ),
      );
    const expiresAt = invitationExpiresAt(new Date());
    const tokens = toInvite.map((email) => ({ email, ...newToken() }));
    const rows = await tx
      .insert(invitations)
      .values(
        tokens.map((t) => ({
          organizationId,
          email: t.email,
          role,
          tokenHash: t.hash,
          invitedBy: inviterId,
          expiresAt,
        })),
      )
      .returning({ id: invitations.id, email: invitations.email, tokenHash: invitations.tokenHash });
    const created = rows.map((r) => ({
      id: r.id,
      email: r.email,
      token: tokens.find((t) => t.hash === r.tokenHash)?.token ?? "",
    }));
    await recordActivity(tx, organizationId, inviterId, {
      type: "invitation_sent",
      description:
        created.length === 1 ? `Invitation sent to ${created[0]?.email}` : `${created.length} invitations sent`,
      entityType: "invitation",
      entityId: created.length === 1 ? created[0]?.id : undefined,
    });
    return { org, inviter, role, created, errors };
  });

  const from = inviter ? describePerson(inviter) : null;
  // Each mail in the invitee's saved language when the address already has an account,
  // else in the inviter's (issue 26).
  const savedLanguages =
    created.length === 0
      ? new Map<string, string | null>()
      : new Map(
          (
            await db
              .select({ email: sql<string>`lower(${users.email})`, locale: users.locale })
              .from(users)
              .where(
                inArray(
                  sql`lower(${users.email})`,
                  created.map((c) => c.email),
                ),
              )
          ).map((r) => [r.email, r.locale]),
        );
  for (const invitation of created) {
    const link = `${origin}/invitation?token=${encodeURIComponent(invitation.token)}`;
    const language =
      supportedLanguage(savedLanguages.get(invitation.email)) ?? supportedLanguage(inviter?.locale) ?? "en";
    await mailer.send({
      to: invitation.email,
      ...invitationMail(language, { from, organization: org.name, role, link }),
    });
  }
  return { invited: created.map((c) => ({ id: c.id, email: c.email, role })), errors };
}
