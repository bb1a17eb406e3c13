import { describe, expect, it } from "vitest";
import {
  INVITATION_STATUS_MESSAGES,
  INVITATION_TTL_DAYS,
  invitationExpiresAt,
  invitationStatus,
} from "./invitationStatus";

// Spec 01 §2 "Invitation page": "States: not found, expired, already accepted, valid."
describe("invitationStatus", () => {
  const now = new Date("2025-03-14T10:00:00Z");
  const later = new Date("2025-03-15T10:00:00Z");
  const earlier = new Date("2025-03-13T10:00:00Z");
  it.each([
    ["no invitation", null, "not_found"],
    ["accepted, still within its time", { acceptedAt: earlier, expiresAt: later }, "accepted"],
    ["accepted and since expired: still accepted", { acceptedAt: earlier, expiresAt: earlier }, "accepted"],
    ["past its time", { acceptedAt: null, expiresAt: earlier }, "expired"],
    ["exactly at its time", { acceptedAt: null, expiresAt: now }, "expired"],
    ["pending and within its time", { acceptedAt: null, expiresAt: later }, "valid"],
  ])("%s → %s", (_label, invitation, expected) => {
    expect(invitationStatus(invitation, now)).toBe(expected);
  });

  it("a link sent now lasts 7 days (docs/decisions.md)", () => {
    expect(INVITATION_TTL_DAYS).toBe(7);
    expect(invitationExpiresAt(now).toISOString()).toBe("2025-03-21T10:00:00.000Z");
    expect(invitationStatus({ acceptedAt: null, expiresAt: invitationExpiresAt(now) }, later)).toBe("valid");
  });

  // Spec 01 §8 "Error catalogue".
  it("names the spec's texts for links that cannot be accepted", () => {
    expect(INVITATION_STATUS_MESSAGES).toEqual({
      not_found: "Invitation not found",
      expired: "This invitation has expired",
      accepted: "This invitation has already been accepted",
    });
  });
});
