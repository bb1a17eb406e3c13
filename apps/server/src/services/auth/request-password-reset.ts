import type { PasswordResetRequestInput } from "@stockroom/core";
import { passwordResetTokens } from "@stockroom/db";
import { newToken } from "../../auth/tokens";
import type { AppDeps } from "../../deps";
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
  await deps.mailer.send({
    to: user.email,
    subject: "Reset your Stockroom password",
    text: `Someone asked to reset the password of your Stockroom account.\n\nSet a new password here (the link works once, for one hour):\n${link}\n\nIf this was not you, ignore this message.`,
  });
}
