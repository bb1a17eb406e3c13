import {
  INVITATION_ALREADY_ACCEPTED_MESSAGE,
  INVITATION_EXPIRED_MESSAGE,
  INVITATION_NOT_FOUND_MESSAGE,
} from "../validators/invitations";

// Spec 01 §2 "Invitation page": "States: not found, expired, already accepted, valid."
// The link's lifetime is not in the spec: docs/decisions.md chose 7 days.

export const INVITATION_TTL_DAYS = 7;
export const INVITATION_TTL_MS = INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000;

export const INVITATION_STATUSES = ["not_found", "expired", "accepted", "valid"] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** When an invitation sent at `now` stops working. */
export function invitationExpiresAt(now: Date): Date {
  return new Date(now.getTime() + INVITATION_TTL_MS);
}

/**
 * The state of an invitation link: no row is not found; an accepted one stays accepted
 * even after it would have expired; otherwise it is expired from `expiresAt` on.
 */
export function invitationStatus(
  invitation: { acceptedAt: Date | null; expiresAt: Date } | null | undefined,
  now: Date,
): InvitationStatus {
  if (!invitation) return "not_found";
  if (invitation.acceptedAt) return "accepted";
  if (invitation.expiresAt.getTime() <= now.getTime()) return "expired";
  return "valid";
}

/** The spec's text for a link that cannot be accepted (spec 01 §8 "Error catalogue"). */
export const INVITATION_STATUS_MESSAGES = {
  not_found: INVITATION_NOT_FOUND_MESSAGE,
  expired: INVITATION_EXPIRED_MESSAGE,
  accepted: INVITATION_ALREADY_ACCEPTED_MESSAGE,
} as const satisfies Record<Exclude<InvitationStatus, "valid">, string>;
