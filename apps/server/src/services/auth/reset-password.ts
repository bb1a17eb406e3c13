import type { PasswordResetInput } from "@stockroom/core";
import { passwordResetTokens, users } from "@stockroom/db";
import { and, eq, gt, isNull } from "drizzle-orm";
import { hashPassword } from "../../auth/password";
import { hashToken } from "../../auth/tokens";
import type { AppDeps } from "../../deps";
import { DomainError } from "../../errors";
import { revokeResetTokens } from "./change-password";

export const RESET_LINK_INVALID = "This password reset link is invalid or has expired. Please request a new one.";

/** Uses a reset token once (and revokes the user's other outstanding ones): new password, forced-change flag cleared, all sessions ended. */
export async function resetPassword(deps: Pick<AppDeps, "db" | "auth">, input: PasswordResetInput): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const userId = await deps.db.transaction(async (tx) => {
    // Marking the token used in the same statement that finds it makes it single-use under races.
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(input.token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!used) throw new DomainError("BAD_REQUEST", RESET_LINK_INVALID);
    await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: false, updatedAt: new Date() })
      .where(eq(users.id, used.userId));
    // Every other link mailed to this user stops working too.
    await revokeResetTokens(tx, used.userId);
    return used.userId;
  });
  await deps.auth.invalidateUserSessions(userId);
}
