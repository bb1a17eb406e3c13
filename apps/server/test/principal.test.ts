import { describe, expect, it } from "vitest";
import {
  ANONYMOUS,
  actingOrg,
  actingPrincipal,
  type PhonePrincipal,
  type UserPrincipal,
  userPrincipal,
} from "../src/http/principal";
import type { Viewer } from "../src/services/auth/load-viewer";

// Issue 22 §3: one rule for who acts when a request carries a sign-in, a PIN session, both or neither.

function viewer(orgId: string | null, mustChangePassword = false): Viewer {
  return {
    user: { id: `user-${orgId}`, email: "x@test.local", fullName: "Signed In", avatarUrl: null, mustChangePassword },
    membership: orgId
      ? {
          id: `m-${orgId}`,
          organizationId: orgId,
          role: "member",
          organization: { id: orgId, name: orgId, avatarUrl: null, settings: {}, timeZone: "UTC" },
        }
      : null,
    isOperator: false,
    isOrgAdmin: false,
  };
}
const user = (orgId: string | null, mustChangePassword = false): UserPrincipal =>
  userPrincipal("session", viewer(orgId, mustChangePassword));
const phone = (orgId: string): PhonePrincipal => ({
  kind: "phone",
  userId: `pin-${orgId}`,
  org: { id: orgId, role: "user" },
  fullName: "Pat Phone",
  expiresAt: new Date(0),
});

/** Which credential acts: "user", "phone" or "anonymous". */
function who(u: UserPrincipal | null, p: PhonePrincipal | null, targetOrgId: string | null, prefer: "user" | "phone") {
  return actingPrincipal({ user: u, phone: p }, { targetOrgId, prefer }).kind;
}

describe("actingPrincipal", () => {
  it.each([
    // [sign-in org, PIN org, target, prefer, acts]
    [null, null, null, "phone", "anonymous"],
    ["A", null, null, "phone", "user"],
    [null, "A", null, "user", "phone"],
    // One organization: the sign-in, with its own role, whatever is named.
    ["A", "A", "A", "phone", "user"],
    ["A", "A", null, "phone", "user"],
    // Two organizations: the owner of the named resource ...
    ["B", "A", "A", "user", "phone"],
    ["B", "A", "A", "phone", "phone"],
    ["B", "A", "B", "phone", "user"],
    ["B", "A", "B", "user", "user"],
    // ... and with none named (or a third one's), the route's preference.
    ["B", "A", null, "phone", "phone"],
    ["B", "A", null, "user", "user"],
    ["B", "A", "C", "phone", "phone"],
    ["B", "A", "C", "user", "user"],
  ] as const)("sign-in %s, PIN %s, resource of %s, preferring %s: %s acts", (u, p, target, prefer, acts) => {
    const signedIn = u === null ? null : user(u);
    const pin = p === null ? null : phone(p);
    expect(who(signedIn, pin, target, prefer)).toBe(acts);
  });

  it("a sign-in without an organization, or with a password to change, leaves organization work to the PIN session", () => {
    expect(who(user(null), phone("A"), "A", "user")).toBe("phone");
    expect(who(user(null), phone("A"), null, "phone")).toBe("phone");
    expect(who(user("A", true), phone("A"), null, "phone")).toBe("phone");
    // Without a PIN session the sign-in is the principal, but it acts in no organization.
    const alone = actingPrincipal({ user: user("A", true), phone: null }, { prefer: "phone" });
    expect(alone.kind).toBe("user");
    expect(actingOrg(alone)).toBeNull();
  });

  it("resolves the organization, role and actor once", () => {
    expect(actingOrg(user("A"))).toEqual({ id: "A", role: "member", actorId: "user-A" });
    expect(actingOrg(phone("A"))).toEqual({ id: "A", role: "user", actorId: "pin-A" });
    expect(actingOrg(ANONYMOUS)).toBeNull();
  });
});
