import { z } from "zod";
import { ADD_EXISTING_USER_ROLES, CREATE_USER_ROLES, DEFAULT_MEMBER_ROLE } from "../constants/roles";
import { emailAddress, INVALID_EMAIL_MESSAGE } from "./email";
import { boundedText, NAME_MAX_LENGTH, tooLongMessage } from "./limits";
import { PIN_PATTERN } from "./pin";

// Spec 01 §5: user administration by organization admins and platform operators.

export const ADMIN_CREATED_PASSWORD_MIN_LENGTH = 8;
export const FULL_NAME_MIN_LENGTH = 2;
export const FULL_NAME_TOO_SHORT_MESSAGE = "Full name must be at least 2 characters";
export const ADMIN_PASSWORD_TOO_SHORT_MESSAGE = "Password must be at least 8 characters";
export const PIN_MUST_BE_4_DIGITS_MESSAGE = "PIN must be exactly 4 digits";
export const INVALID_ROLE_MESSAGE = "Please choose a valid role";
export const REQUIRED_FIELDS_MESSAGE = "Please fill in all required fields.";
export const PROVIDE_VALID_EMAIL_MESSAGE = "Please provide a valid email.";
export const PROVIDE_EMAILS_MESSAGE = "Please provide email addresses.";
export const NO_VALID_EMAILS_MESSAGE = "No valid email addresses found.";
/** The toast after an administrator or operator creates a user (its title is "User {email} created"). */
export const USER_CREATED_MESSAGE = "They can now login and will be prompted to change their password.";
export const USER_ID_REQUIRED_MESSAGE = "User ID is required for deletion";
// Ours: an id that names no user / no member of the organization.
export const USER_NOT_FOUND_MESSAGE = "User not found";
export const MEMBER_NOT_FOUND_MESSAGE = "Member not found";

const optionalPin = z
  .union([z.literal(""), z.null(), z.string().regex(PIN_PATTERN, PIN_MUST_BE_4_DIGITS_MESSAGE)])
  .optional()
  .transform((pin) => (pin ? pin : null));

/** Organization admin's "Create user": the admin-create-user function body without the organization. */
export const createUserInput = z.object({
  email: emailAddress(INVALID_EMAIL_MESSAGE),
  fullName: z
    .string(FULL_NAME_TOO_SHORT_MESSAGE)
    .trim()
    .min(FULL_NAME_MIN_LENGTH, FULL_NAME_TOO_SHORT_MESSAGE)
    .pipe(boundedText("Full name", NAME_MAX_LENGTH)),
  role: z.enum(CREATE_USER_ROLES, INVALID_ROLE_MESSAGE),
  password: z
    .string(ADMIN_PASSWORD_TOO_SHORT_MESSAGE)
    .min(ADMIN_CREATED_PASSWORD_MIN_LENGTH, ADMIN_PASSWORD_TOO_SHORT_MESSAGE),
  quickAccessPin: optionalPin,
});
export type CreateUserInput = z.infer<typeof createUserInput>;

/** "full name optional (defaults to the part of the email before @)". */
export function defaultFullName(email: string): string {
  const trimmed = email.trim();
  const at = trimmed.indexOf("@");
  return at === -1 ? trimmed : trimmed.slice(0, at);
}

/**
 * Platform operator's "Create user": email and temporary password required ("Please fill
 * in all required fields."); full name defaults to the part of the email before @.
 */
export const platformCreateUserInput = z
  .object({
    email: z
      .string(REQUIRED_FIELDS_MESSAGE)
      .trim()
      .toLowerCase()
      .min(1, REQUIRED_FIELDS_MESSAGE)
      .pipe(z.email(INVALID_EMAIL_MESSAGE)),
    password: z.string(REQUIRED_FIELDS_MESSAGE).min(1, REQUIRED_FIELDS_MESSAGE).max(256),
    fullName: boundedText("Full name", NAME_MAX_LENGTH).trim().nullish(),
    role: z.enum(CREATE_USER_ROLES, INVALID_ROLE_MESSAGE).default(DEFAULT_MEMBER_ROLE),
  })
  .transform((input) => ({ ...input, fullName: input.fullName || defaultFullName(input.email) }));
export type PlatformCreateUserInput = z.infer<typeof platformCreateUserInput>;

/** "Add existing user needs email ("Please provide a valid email."), role member, admin or owner." */
export const addExistingUserInput = z.object({
  email: z.string(PROVIDE_VALID_EMAIL_MESSAGE).trim().toLowerCase().pipe(z.email(PROVIDE_VALID_EMAIL_MESSAGE)),
  role: z.enum(ADD_EXISTING_USER_ROLES, INVALID_ROLE_MESSAGE).default(DEFAULT_MEMBER_ROLE),
});
export type AddExistingUserInput = z.infer<typeof addExistingUserInput>;

const emailCheck = z.email();

/** "one email per line, blanks dropped": the valid addresses (lowercased, de-duplicated) and the rest. */
export function parseBatchEmails(text: string): { emails: string[]; invalid: string[] } {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
  const emails: string[] = [];
  const invalid: string[] = [];
  for (const line of lines) {
    const email = line.toLowerCase();
    if (!emailCheck.safeParse(email).success) invalid.push(line);
    else if (!emails.includes(email)) emails.push(email);
  }
  return { emails, invalid };
}

/** Batch add: the textarea's text becomes the list of valid addresses; role member, admin or viewer. */
export const batchInviteInput = z.object({
  emails: z
    .string(PROVIDE_EMAILS_MESSAGE)
    .max(100_000, tooLongMessage("The list of addresses", 100_000))
    .transform((text, ctx) => {
      if (text.trim() === "") {
        ctx.addIssue({ code: "custom", message: PROVIDE_EMAILS_MESSAGE });
        return z.NEVER;
      }
      const { emails } = parseBatchEmails(text);
      if (emails.length === 0) {
        ctx.addIssue({ code: "custom", message: NO_VALID_EMAILS_MESSAGE });
        return z.NEVER;
      }
      return emails;
    }),
  role: z.enum(CREATE_USER_ROLES, INVALID_ROLE_MESSAGE).default(DEFAULT_MEMBER_ROLE),
});
export type BatchInviteInput = z.infer<typeof batchInviteInput>;

/** Batch operation summary toast. */
export function batchResultMessage(successCount: number, errorCount: number): string {
  return `Batch operation completed: ${successCount} success, ${errorCount} errors`;
}

export const deleteUserInput = z.object({
  userId: z.string(USER_ID_REQUIRED_MESSAGE).trim().min(1, USER_ID_REQUIRED_MESSAGE).max(100),
});
export type DeleteUserInput = z.infer<typeof deleteUserInput>;

/** An admin toggles a member between admin and member. */
export const memberRoleUpdateInput = z.object({
  memberId: z.string().min(1).max(100),
  role: z.enum(["admin", "member"], INVALID_ROLE_MESSAGE),
});
export type MemberRoleUpdateInput = z.infer<typeof memberRoleUpdateInput>;
