import {
  can,
  createUserInput,
  invitationAccountInput,
  invitationIdInput,
  invitationTokenInput,
  inviteMemberInput,
  type MemberRole,
  memberDeleteUserInput,
  memberIdInput,
  memberRoleUpdateRequest,
  organizationSettings,
  updateOrganizationInput,
  updateOrganizationTimeZoneInput,
} from "@stockroom/core";
import { getDashboard } from "../services/dashboard/get-dashboard";
import { acceptInvitation } from "../services/invitations/accept-invitation";
import { acceptInvitationWithNewAccount } from "../services/invitations/accept-invitation-with-new-account";
import { getInvitationByToken } from "../services/invitations/get-invitation-by-token";
import { inviteMember } from "../services/invitations/invite-member";
import { listPendingInvitations } from "../services/invitations/list-pending-invitations";
import { revokeInvitation } from "../services/invitations/revoke-invitation";
import { createMember } from "../services/members/create-member";
import { deleteMemberAccount } from "../services/members/delete-member-account";
import { listMembers } from "../services/members/list-members";
import { removeMember } from "../services/members/remove-member";
import { updateMemberRole } from "../services/members/update-member-role";
import { getOrganization } from "../services/organization/get-organization";
import { getOrganizationStatistics } from "../services/organization/get-organization-statistics";
import { updateOrganization } from "../services/organization/update-organization";
import { updateOrganizationSettings } from "../services/organization/update-organization-settings";
import { updateOrganizationTimeZone } from "../services/organization/update-organization-time-zone";
import { orgAdminProcedure, orgProcedure, protectedProcedure, publicProcedure, router } from "../trpc";
import { actorContext, orgContext, serviceContext } from "./service-context";

/** An administrator's member change: the service context and the administrator's own role. */
function memberChangeContext(ctx: Parameters<typeof serviceContext>[0] & { org: { role: MemberRole } }) {
  return { ...serviceContext(ctx), actorRole: ctx.org.role };
}

const membersRouter = router({
  /** Every member sees the list; activity columns only for administrators. */
  list: orgProcedure.query(({ ctx }) =>
    listMembers(orgContext(ctx), { includeActivity: can(ctx.org.role, "administer") }),
  ),
  create: orgAdminProcedure
    .input(createUserInput)
    .mutation(({ ctx, input }) => createMember({ ...serviceContext(ctx), pinSecret: ctx.config.pinSecret }, input)),
  updateRole: orgAdminProcedure
    .input(memberRoleUpdateRequest)
    .mutation(({ ctx, input }) => updateMemberRole(memberChangeContext(ctx), input)),
  remove: orgAdminProcedure.input(memberIdInput).mutation(async ({ ctx, input }) => {
    await removeMember(memberChangeContext(ctx), input.memberId);
    return { ok: true as const };
  }),
  deleteUser: orgAdminProcedure
    .input(memberDeleteUserInput)
    .mutation(({ ctx, input }) => deleteMemberAccount(memberChangeContext(ctx), input.userId)),
});

const invitationsRouter = router({
  list: orgAdminProcedure.query(({ ctx }) => listPendingInvitations(orgContext(ctx))),
  create: orgAdminProcedure
    .input(inviteMemberInput)
    .mutation(({ ctx, input }) =>
      inviteMember({ ...serviceContext(ctx), mailer: ctx.mailer, origin: ctx.req.linkOrigin }, input),
    ),
  revoke: orgAdminProcedure.input(invitationIdInput).mutation(async ({ ctx, input }) => {
    await revokeInvitation(orgContext(ctx), input.invitationId);
    return { ok: true as const };
  }),
  /** The /invitation page: anyone holding the link may see its state. */
  byToken: publicProcedure
    .input(invitationTokenInput)
    .query(({ ctx, input }) => getInvitationByToken({ db: ctx.db }, input.token)),
  accept: protectedProcedure
    .input(invitationTokenInput)
    .mutation(({ ctx, input }) => acceptInvitation(actorContext(ctx), input.token)),
  /** Account setup for an invited address with no account; signs the new user in. */
  acceptWithNewAccount: publicProcedure.input(invitationAccountInput).mutation(async ({ ctx, input }) => {
    const joined = await acceptInvitationWithNewAccount(ctx, input);
    if (ctx.sessionId) await ctx.auth.invalidateSession(ctx.sessionId);
    ctx.setSessionCookie(joined.sessionId);
    return { organizationName: joined.organizationName, role: joined.role };
  }),
});

const dashboardRouter = router({
  /** The four cards and the five newest activity entries in one call. */
  summary: orgProcedure.query(({ ctx }) => getDashboard(orgContext(ctx))),
});

export const organizationRouter = router({
  /** The caller's organization as loaded with the session. */
  current: orgProcedure.query(({ ctx }) => ctx.viewer?.membership?.organization ?? null),
  get: orgProcedure.query(({ ctx }) => getOrganization(orgContext(ctx))),
  update: orgAdminProcedure
    .input(updateOrganizationInput)
    .mutation(({ ctx, input }) => updateOrganization(serviceContext(ctx), input)),
  /** The organization's time zone (an IANA name): whose month the screens and reports use. */
  updateTimeZone: orgAdminProcedure
    .input(updateOrganizationTimeZoneInput)
    .mutation(({ ctx, input }) => updateOrganizationTimeZone(serviceContext(ctx), input)),
  updateSettings: orgAdminProcedure
    .input(organizationSettings)
    .mutation(({ ctx, input }) => updateOrganizationSettings(serviceContext(ctx), input)),
  statistics: orgAdminProcedure.query(({ ctx }) =>
    getOrganizationStatistics(orgContext(ctx), { isOperator: ctx.viewer?.isOperator === true }),
  ),
  members: membersRouter,
  invitations: invitationsRouter,
  dashboard: dashboardRouter,
});
