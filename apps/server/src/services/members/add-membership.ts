import type { MemberRole, OrganizationSettings } from "@stockroom/core";
import { organizationMembers, type Transaction, users } from "@stockroom/db";
import { and, count, eq } from "drizzle-orm";
import { DomainError, pgConstraint, pgErrorCode } from "../../errors";
import { recordActivity } from "../activity/record-activity";
import { emitEvent, userActor } from "../events/emit-event";
import { lockOrganization } from "../organization/lock-organization";
import { pinUsedInOrganization } from "../profile/pin-used-in-organization";
import { activeMemberOf } from "../queries/active-members";
import { describePerson } from "./describe-person";

export const alreadyMemberMessage = (email: string) => `${email} is already a member of this organization.`;
export const alreadyInAnotherOrganizationMessage = (email: string) =>
  `${email} already belongs to another organization. Remove them there first.`;
export const memberLimitMessage = (max: number) =>
  `This organization has reached its limit of ${max} members. An administrator can raise "Max members" under Organization Settings → Advanced.`;

export interface JoiningUser {
  id: string;
  email: string;
  fullName: string | null;
  quickAccessPinDigest: string | null;
}

/**
 * How the user came to join, for the activity log's member-joined entry: added by a
 * member or operator, by accepting an invitation, or as the admin of a new organization.
 */
export type JoinedVia = "added" | "invitation" | "organization_created";

function joinedActivity(
  user: JoiningUser,
  role: MemberRole,
  via: JoinedVia,
): { type: "invitation_accepted" | "member_joined"; description: string } {
  const who = describePerson(user);
  if (via === "invitation")
    return {
      type: "invitation_accepted" as const,
      description: `${who} accepted the invitation and joined as ${role}`,
    };
  if (via === "organization_created")
    return { type: "member_joined", description: `Organization created with ${who} as admin` };
  return { type: "member_joined", description: `${who} joined the organization as ${role}` };
}

/**
 * Makes a user a member, inside the caller's transaction. The organization row is
 * locked first (again, if the caller already did), so concurrent joins are counted one after the other against the
 * organization's "Max members". A user belongs to one organization at a time. A PIN
 * the user brings along that another member already has is cleared: on the phone a
 * PIN must point at exactly one member of the organization. The join is written to the
 * activity log and told as a `member.joined` domain event here, the one place every way of
 * joining passes through.
 */
export async function addMembership(
  tx: Transaction,
  organizationId: string,
  user: JoiningUser,
  role: MemberRole,
  joined: { actorId: string; via: JoinedVia },
): Promise<{ memberId: string; settings: OrganizationSettings; organizationName: string }> {
  const org = await lockOrganization(tx, organizationId);
  const settings = org.settings;

  const [current] = await tx
    .select({ organizationId: organizationMembers.organizationId })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.userId, user.id), eq(organizationMembers.isDeleted, false)))
    .limit(1);
  if (current?.organizationId === organizationId) throw new DomainError("CONFLICT", alreadyMemberMessage(user.email));
  if (current) throw new DomainError("CONFLICT", alreadyInAnotherOrganizationMessage(user.email));

  const [{ members } = { members: 0 }] = await tx
    .select({ members: count() })
    .from(organizationMembers)
    .where(activeMemberOf(organizationId));
  if (members >= settings.maxMembers) throw new DomainError("CONFLICT", memberLimitMessage(settings.maxMembers));

  if (
    user.quickAccessPinDigest &&
    (await pinUsedInOrganization(tx, organizationId, user.quickAccessPinDigest, user.id))
  ) {
    await tx.update(users).set({ quickAccessPinDigest: null, updatedAt: new Date() }).where(eq(users.id, user.id));
  }

  try {
    const [row] = await tx
      .insert(organizationMembers)
      .values({ organizationId, userId: user.id, role })
      .returning({ id: organizationMembers.id });
    if (!row) throw new Error("membership not created");
    await Promise.all([
      recordActivity(tx, organizationId, joined.actorId, {
        ...joinedActivity(user, role, joined.via),
        entityType: "member",
        entityId: row.id,
      }),
      // The outbox (issue 25 "Member joined"): every way of joining passes here, once.
      emitEvent(
        tx,
        { orgId: organizationId, actor: userActor(joined.actorId) },
        {
          kind: "member.joined",
          subjectId: row.id,
          data: {
            memberId: row.id,
            userId: user.id,
            email: user.email,
            name: user.fullName,
            role,
            via: joined.via,
          },
        },
      ),
    ]);
    return { memberId: row.id, settings, organizationName: org.name };
  } catch (err) {
    // A join elsewhere that committed between our check and this insert.
    if (pgErrorCode(err) === "23505" && pgConstraint(err) === "organization_members_user_active_key") {
      throw new DomainError("CONFLICT", alreadyInAnotherOrganizationMessage(user.email));
    }
    throw err;
  }
}
