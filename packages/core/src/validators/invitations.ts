import { z } from "zod";
import { CREATE_USER_ROLES } from "../constants/roles";
import { passwordChangeInput } from "./accounts";
import { emailAddress } from "./email";
import { entityId } from "./entityId";
import { createUserInput, INVALID_ROLE_MESSAGE } from "./users";

// Spec 01 §2, §4: invitations to an organization (the /invitation?token= page).

export const INVALID_INVITATION_LINK_MESSAGE = "Invalid invitation link";
export const INVITATION_NOT_FOUND_MESSAGE = "Invitation not found";
export const INVITATION_EXPIRED_MESSAGE = "This invitation has expired";
export const INVITATION_ALREADY_ACCEPTED_MESSAGE = "This invitation has already been accepted";

/** The token of an /invitation?token= link. */
export const invitationTokenInput = z.object({
  token: z.string(INVALID_INVITATION_LINK_MESSAGE).trim().min(1, INVALID_INVITATION_LINK_MESSAGE).max(200),
});

/** A pending invitation an administrator revokes. */
export const invitationIdInput = z.object({ invitationId: entityId(INVITATION_NOT_FOUND_MESSAGE) });

/** An administrator invites one address; without a role the organization's default role applies. */
export const inviteMemberInput = z.object({
  email: emailAddress(),
  role: z.enum(CREATE_USER_ROLES, INVALID_ROLE_MESSAGE).optional(),
});
export type InviteMemberInput = z.infer<typeof inviteMemberInput>;

/**
 * The account-setup step of an invitation to an address with no account: full name
 * (at least 2 characters, as for admin-created users) and a password chosen by the
 * invitee (the forced-change rules: at least 6 characters, typed twice).
 */
export const invitationAccountInput = z.intersection(
  passwordChangeInput,
  invitationTokenInput.extend({ fullName: createUserInput.shape.fullName }),
);
export type InvitationAccountInput = z.infer<typeof invitationAccountInput>;
