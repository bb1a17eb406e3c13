import { z } from "zod";
import { emailAddress, requiredEmailAddress } from "./email";

// Spec 01 §5 and §9: sign-in, forgot password, forced password change.

export const PASSWORD_REQUIRED_MESSAGE = "Password is required";
/** Spec 01 §9: "Password minimum … 6 (forced change)". */
export const CHANGED_PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_TOO_SHORT_MESSAGE = "Password must be at least 6 characters long";
export const PASSWORDS_DO_NOT_MATCH_MESSAGE = "Passwords do not match";
/** Spec 01 §2 Login: forgot password without an email ("Email Required"). */
export const EMAIL_REQUIRED_TITLE = "Email Required";
export const EMAIL_REQUIRED_MESSAGE = "Please enter your email address first";
export const RESET_TOKEN_REQUIRED_MESSAGE = "Reset token is required";
/** Hashing is deliberately slow; a megabyte-long password would make it a denial of service. */
export const PASSWORD_MAX_LENGTH = 256;
export const PASSWORD_TOO_LONG_MESSAGE = `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`;
export const CURRENT_PASSWORD_REQUIRED_MESSAGE = "Please enter your current password";
export const CURRENT_PASSWORD_WRONG_MESSAGE = "Your current password is not correct";

export const signInInput = z.object({
  email: emailAddress(),
  password: z.string().min(1, PASSWORD_REQUIRED_MESSAGE).max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE),
});
export type SignInInput = z.infer<typeof signInInput>;

const newPassword = z
  .string()
  .min(CHANGED_PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE);

function passwordsMatch(value: { password: string; confirmPassword: string }): boolean {
  return value.password === value.confirmPassword;
}
const mismatch = { message: PASSWORDS_DO_NOT_MATCH_MESSAGE, path: ["confirmPassword"] };

/**
 * `currentPassword` is required by the server for every change except the forced first
 * one (the account's temporary password was just typed at sign-in).
 */
export const passwordChangeInput = z
  .object({
    currentPassword: z.string().max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE).optional(),
    password: newPassword,
    confirmPassword: z.string().max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE),
  })
  .refine(passwordsMatch, mismatch);
export type PasswordChangeInput = z.infer<typeof passwordChangeInput>;

export const passwordResetRequestInput = z.object({
  email: requiredEmailAddress(EMAIL_REQUIRED_MESSAGE),
});
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestInput>;

export const passwordResetInput = z
  .object({
    token: z.string().min(1, RESET_TOKEN_REQUIRED_MESSAGE).max(200, RESET_TOKEN_REQUIRED_MESSAGE),
    password: newPassword,
    confirmPassword: z.string().max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE),
  })
  .refine(passwordsMatch, mismatch);
export type PasswordResetInput = z.infer<typeof passwordResetInput>;

/** Spec 01 §9: "Temporary password 8 characters". */
export const TEMPORARY_PASSWORD_LENGTH = 8;
/** Letters and digits without the look-alikes 0, O, 1, l and I (57 characters). */
export const TEMPORARY_PASSWORD_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789";

export type RandomBytes = (n: number) => Uint8Array;

const cryptoRandomBytes: RandomBytes = (n) => globalThis.crypto.getRandomValues(new Uint8Array(n));

/**
 * Spec 01 §5: "a temporary password generator makes 8 characters from an alphabet
 * without look-alike characters". Bytes at or above the largest multiple of the
 * alphabet size are thrown away so every character is equally likely (no modulo bias).
 */
export function generateTemporaryPassword(randomBytes: RandomBytes = cryptoRandomBytes): string {
  const size = TEMPORARY_PASSWORD_ALPHABET.length;
  const limit = Math.floor(256 / size) * size;
  let password = "";
  // A real random source rejects about 11% of bytes; a source that never yields a
  // usable byte is broken, and looping forever on it would hang the caller.
  for (let round = 0; round < 64 && password.length < TEMPORARY_PASSWORD_LENGTH; round++) {
    for (const byte of randomBytes(TEMPORARY_PASSWORD_LENGTH * 2)) {
      if (byte >= limit) continue;
      password += TEMPORARY_PASSWORD_ALPHABET.charAt(byte % size);
      if (password.length === TEMPORARY_PASSWORD_LENGTH) break;
    }
  }
  if (password.length < TEMPORARY_PASSWORD_LENGTH) {
    throw new Error("The random source did not provide usable bytes");
  }
  return password;
}
