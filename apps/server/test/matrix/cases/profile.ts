import type { DomainCases } from "../format";

export const profileCases: DomainCases = {
  "profile.get": { expect: "own" },
  "profile.update": { as: "fresh", input: () => ({ fullName: "Fresh Person" }), expect: "own" },
  "profile.updateLanguage": { as: "fresh", input: () => ({ language: "de" }), expect: "own" },
  "profile.updateAvatar": { as: "fresh", input: (a) => ({ avatarUrl: a.uploadUrl }), expect: "refused" },
};
