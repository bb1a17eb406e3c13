import { type PasswordResetRequestInput, supportedLanguage } from "@stockroom/core";
import { passwordResetTokens } from "@stockroom/db";
import { newToken } from "../../auth/tokens";
import type { AppDeps } from "../../deps";
import { passwordResetMail } from "../../i18n/mailTexts";
import { findUserByEmail } from "./find-user-by-email";

export const RESET_LINK_TTL_MS = 60 * 60 * 1000;

/**
 * Mails a single-use link to /reset-password valid for one hour. Answers the same
 * whether or not the address has an account, so it reveals nothing.
 */
export async function requestPasswordReset(
  deps: Pick<AppDeps, "db" | "mailer">,
  input: PasswordResetRequestInput,
  origin: string,
): Promise<void> {
  const user = await findUserByEmail(deps.db, input.email);
  if (!user) return;
  const { token, hash } = newToken();
  await deps.db.insert(passwordResetTokens).values({
    tokenHash: hash,
    userId: user.id,
    expiresAt: new Date(Date.now() + RESET_LINK_TTL_MS),
  });
  const link = `${origin}/reset-password?token=${encodeURIComponent(token)}`;
  // In the language the user chose in App Settings (kept with the profile), else English.
  await deps.mailer.send({ to: user.email, ...passwordResetMail(supportedLanguage(user.locale) ?? "en", link) });
}
