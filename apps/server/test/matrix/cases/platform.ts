import type { DomainCases } from "../format";

// Operators act across organizations by design; a non-operator (B's admin) gets nothing.
export const platformCases: DomainCases = {
  "platform.organizations.list": { expect: "refused" },
  "platform.organizations.create": {
    input: (a) => ({ name: "Via B", adminEmail: a.adminEmail }),
    expect: "refused",
  },
  "platform.organizations.details": { input: (a) => ({ organizationId: a.orgId }), expect: "refused" },
  "platform.organizations.deletionPreview": { input: (a) => ({ organizationId: a.orgId }), expect: "refused" },
  "platform.organizations.delete": {
    input: (a) => ({ organizationId: a.orgId, confirmation: "DELETE ORGANIZATION" }),
    expect: "refused",
  },
  "platform.members.addExisting": {
    input: (a) => ({ organizationId: a.orgId, email: a.adminEmail, role: "member" }),
    expect: "refused",
  },
  "platform.members.create": {
    input: (a) => ({ organizationId: a.orgId, email: "x@test.local", password: "pw-123456", role: "member" }),
    expect: "refused",
  },
  "platform.members.remove": { input: (a) => ({ organizationId: a.orgId, userId: a.memberUserId }), expect: "refused" },
  "platform.members.batchInvite": {
    input: (a) => ({ organizationId: a.orgId, emails: "x@test.local", role: "member" }),
    expect: "refused",
  },
  "platform.users.delete": { input: (a) => ({ userId: a.memberUserId }), expect: "refused" },
  "platform.announcements.publish": {
    input: () => ({ kind: "system.update", title: "Via B", body: "Not an operator" }),
    expect: "refused",
    note: "operators only: B's admin announces nothing to anyone",
  },
};
