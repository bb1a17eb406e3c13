import type { DomainCases } from "../format";

export const authCases: DomainCases = {
  "auth.session": { expect: "own" },
  "auth.signIn": {
    as: "anonymous",
    input: (a) => ({ email: a.adminEmail, password: "not-their-password" }),
    expect: "refused",
  },
  "auth.signOut": { as: "fresh", expect: "own", note: "ends the caller's own session only" },
  "auth.changePassword": {
    as: "fresh",
    input: () => ({ currentPassword: "wrong", password: "another-pass", confirmPassword: "another-pass" }),
    expect: "refused",
  },
  "auth.requestPasswordReset": {
    as: "anonymous",
    input: (a) => ({ email: a.adminEmail }),
    expect: "own",
    note: "answers the same for every address and mails only the address's owner",
  },
  "auth.resetPassword": {
    as: "anonymous",
    input: (a) => ({ token: a.invitationToken, password: "taken-over", confirmPassword: "taken-over" }),
    expect: "refused",
  },
};
