import { z } from "zod";

/** Spec 01 §5 (create user): the message for an address that is not an email. */
export const INVALID_EMAIL_MESSAGE = "Please enter a valid email address";

/**
 * An email address as typed: surrounding spaces removed and lowercased before the
 * format check, so " Ann@Example.COM " signs in as "ann@example.com".
 */
export function emailAddress(message: string = INVALID_EMAIL_MESSAGE) {
  return z.string().trim().toLowerCase().pipe(z.email(message));
}

/** Same as {@link emailAddress}, but an empty value gets its own message first. */
export function requiredEmailAddress(emptyMessage: string, invalidMessage: string = INVALID_EMAIL_MESSAGE) {
  return z.string().trim().toLowerCase().min(1, emptyMessage).pipe(z.email(invalidMessage));
}
