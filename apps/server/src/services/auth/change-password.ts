import {
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  CURRENT_PASSWORD_WRONG_MESSAGE,
  type PasswordChangeInput,
} from "@stockroom/core";
import { passwordResetTokens, users } from "@stockroom/db";
import { and, eq, isNull } from "drizzle-orm";
import { hashPassword, verifyPassword } from "../../auth/password";
import type { AppDeps } from "../../deps";
import { DomainError } from "../../errors";

/**
 * Sets a new password, clears the forced-change flag and ends every session of the
 * user: the spec signs the user out and asks them to log in again. Asks for the current
 * password, except for the forced first change (the temporary one was just used to sign
 * in), so that a borrowed open session cannot take the account over. Every reset link
 * still outstanding stops working.
 */
export async function changePassword(
  deps: Pick<AppDeps, "db" | "auth">,
  userId: string,
  input: PasswordChangeInput,
): Promise<void> {
  const [user] = await deps.db
    .select({ passwordHash: users.passwordHash, mustChangePassword: users.mustChangePassword })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw new DomainError("UNAUTHORIZED", "Please sign in.");
  if (!user.mustChangePassword) {
    if (!input.currentPassword) throw new DomainError("BAD_REQUEST", CURRENT_PASSWORD_REQUIRED_MESSAGE);
    if (!(await verifyPassword(user.passwordHash, input.currentPassword)))
      throw new DomainError("BAD_REQUEST", CURRENT_PASSWORD_WRONG_MESSAGE);
  }
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: false, updatedAt: new Date() })
      .where(eq(users.id, userId));
    await revokeResetTokens(tx, userId);
  });
  await deps.auth.invalidateUserSessions(userId);
}

/** Marks every unused reset link of a user as used (on any password change). */
export async function revokeResetTokens(tx: Pick<AppDeps["db"], "update">, userId: string): Promise<void> {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
