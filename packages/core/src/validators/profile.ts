import { z } from "zod";
import { PIN_PATTERN } from "./pin";

// Spec 01 §5: profile, quick access PIN, avatar, mobile PIN.

export const QUICK_ACCESS_PIN_MESSAGE = "Quick Access PIN must be exactly 4 digits";
export const MOBILE_PIN_MESSAGE = "PIN must be exactly 4 digits";
export const INVALID_PIN_MESSAGE = "Invalid PIN";
export const INVALID_PIN_CODE_MESSAGE = "Invalid PIN code";
export const PROFILE_FALLBACK_NAME = "User";

/** Spec 01 §3: how a person shows on screen: their full name, or "User" without one. */
export function profileDisplayName(fullName: string | null | undefined): string {
  return fullName?.trim() || PROFILE_FALLBACK_NAME;
}

/** "Your Profile": full name and quick access PIN; an empty PIN clears the stored one (null). */
export const profileInput = z.object({
  fullName: z.string().trim().max(200).default(""),
  quickAccessPin: z
    .union([z.literal(""), z.null(), z.string().regex(PIN_PATTERN, QUICK_ACCESS_PIN_MESSAGE)], QUICK_ACCESS_PIN_MESSAGE)
    .optional()
    .transform((pin) => (pin ? pin : null)),
});
export type ProfileInput = z.infer<typeof profileInput>;

/**
 * The profile form shows a set PIN as this placeholder: the server keeps only a digest, so
 * the PIN itself can never be shown.
 */
export const PIN_IS_SET_PLACEHOLDER = "••••";

/**
 * "Your Profile" as the form holds it: the placeholder left as it is keeps the PIN
 * (`quickAccessPin` undefined), emptied it removes it (null), 4 digits replace it.
 */
export const profileFormInput = profileInput.extend({
  quickAccessPin: z.union(
    [z.literal(PIN_IS_SET_PLACEHOLDER).transform(() => undefined), profileInput.shape.quickAccessPin],
    QUICK_ACCESS_PIN_MESSAGE,
  ),
});

/** The PIN step of the mobile page: non-digits stripped, then exactly 4 digits. */
export const mobilePinInput = z.object({
  pin: z
    .string(MOBILE_PIN_MESSAGE)
    .transform((pin) => pin.replace(/\D/g, ""))
    .pipe(z.string().regex(PIN_PATTERN, MOBILE_PIN_MESSAGE)),
});
export type MobilePinInput = z.infer<typeof mobilePinInput>;

/** Spec 01 §9: "Avatar max 5MB". */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_NOT_IMAGE_MESSAGE = "Please select an image file";
export const AVATAR_TOO_LARGE_MESSAGE = "File size must be less than 5MB";

/** The avatar file check: an image, under 5MB. Null when fine, else the spec's message. */
export function checkAvatarFile(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith("image/")) return AVATAR_NOT_IMAGE_MESSAGE;
  if (file.size >= AVATAR_MAX_BYTES) return AVATAR_TOO_LARGE_MESSAGE;
  return null;
}

export const avatarFile = z.object({
  type: z.string().refine((t) => t.startsWith("image/"), AVATAR_NOT_IMAGE_MESSAGE),
  size: z.number().int().nonnegative().lt(AVATAR_MAX_BYTES, AVATAR_TOO_LARGE_MESSAGE),
});
export type AvatarFile = z.infer<typeof avatarFile>;

/** Upload file name: random name plus the original extension (logos are prefixed with the organization id). */
export function avatarStoragePath(originalName: string, randomId: string, organizationId?: string): string {
  const dot = originalName.lastIndexOf(".");
  const extension = dot > 0 && dot < originalName.length - 1 ? originalName.slice(dot + 1).toLowerCase() : "png";
  return organizationId ? `${organizationId}-${randomId}.${extension}` : `${randomId}.${extension}`;
}
export const ORG_AVATARS_BUCKET = "org-avatars";
export const AVATARS_BUCKET = "avatars";
