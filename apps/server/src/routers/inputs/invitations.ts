// staging: belongs in @stockroom/core; the lead moves it there
import {
  CREATE_USER_ROLES,
  createUserInput,
  emailAddress,
  INVALID_ROLE_MESSAGE,
  passwordChangeInput,
} from "@stockroom/core";
import { z } from "zod";

export const INVALID_INVITATION_LINK_MESSAGE = "Invalid invitation link";

/** The token of an /invitation?token= link. */
export const invitationTokenInput = z.object({
  token: z.string(INVALID_INVITATION_LINK_MESSAGE).trim().min(1, INVALID_INVITATION_LINK_MESSAGE).max(200),
});

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
