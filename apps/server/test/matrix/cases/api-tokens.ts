import type { DomainCases } from "../format";

/** Issue 27: Organization settings › API. */
export const apiTokensCases: DomainCases = {
  "apiTokens.list": { expect: "own", note: "B's own tokens (never a secret or a hash)" },
  "apiTokens.create": {
    input: () => ({ name: "B integration", scopes: ["assets:read"], expiresInDays: 30 }),
    expect: "own",
    note: "a token of B's organization: the organization comes from the membership",
  },
  "apiTokens.revoke": { input: (a) => ({ id: a.apiTokenId }), expect: "refused" },
};
