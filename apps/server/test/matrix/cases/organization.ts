import type { DomainCases } from "../format";

export const organizationCases: DomainCases = {
  "organization.current": { expect: "own" },
  "organization.get": { expect: "own" },
  "organization.update": {
    input: (a) => ({ name: "B renamed", description: null, avatarUrl: a.uploadUrl }),
    expect: "refused",
    note: "A's file as B's logo is refused",
  },
  "organization.updateSettings": { input: () => ({}), expect: "own" },
  "organization.updateTimeZone": {
    input: () => ({ timeZone: "America/New_York" }),
    expect: "own",
    note: "the organization comes from the membership: B's admin sets B's zone, never A's",
  },
  "organization.statistics": { expect: "own" },
  "organization.members.list": { expect: "own" },
  "organization.members.create": {
    input: (a) => ({ email: a.adminEmail, password: "whatever-1", fullName: "Stolen", role: "member" }),
    expect: "refused",
  },
  "organization.members.updateRole": { input: (a) => ({ memberId: a.memberId, role: "admin" }), expect: "refused" },
  "organization.members.remove": { input: (a) => ({ memberId: a.memberId }), expect: "refused" },
  "organization.members.deleteUser": { input: (a) => ({ userId: a.memberUserId }), expect: "refused" },
  "organization.invitations.list": { expect: "own" },
  "organization.invitations.create": {
    input: (a) => ({ email: a.adminEmail }),
    expect: "own",
    note: "B's admins may invite any address (issue 9): the invitation is B's row; it tells nothing about A (a refusal would say the address belongs elsewhere), and its holder can join B only after leaving A",
  },
  "organization.invitations.revoke": { input: (a) => ({ invitationId: a.invitationId }), expect: "refused" },
  "organization.invitations.byToken": {
    as: "anonymous",
    input: (a) => ({ token: a.invitationToken }),
    expect: "allowed",
    note: "spec: whoever holds an invitation link sees its organization and state",
  },
  "organization.invitations.accept": {
    input: (a) => ({ token: a.invitationToken }),
    expect: "refused",
    note: "a signed-in member of B cannot take A's invitation meant for another address",
  },
  "organization.invitations.acceptWithNewAccount": {
    as: "anonymous",
    input: (a) => ({
      token: a.invitationToken,
      fullName: "Hijacker",
      password: "hijack-1",
      confirmPassword: "hijack-1",
    }),
    expect: "allowed",
    note: "the link's holder may set up the invited address's account (spec); checked: nothing of A changes but the new member",
  },
  "organization.dashboard.summary": { expect: "own" },
};
