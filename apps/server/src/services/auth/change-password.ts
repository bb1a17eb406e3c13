import type { PasswordChangeInput } from "@stockroom/core";
import { users } from "@stockroom/db";
import { eq } from "drizzle-orm";
import { hashPassword } from "../../auth/password";
import type { AppDeps } from "../../deps";

/**
 * Sets a new password, clears the forced-change flag and ends every session of the
 * user: the spec signs the user out and asks them to log in again.
 */
export async function changePassword(
  deps: Pick<AppDeps, "db" | "auth">,
  userId: string,
  input: PasswordChangeInput,
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  await deps.db
    .update(users)
    .set({ passwordHash, mustChangePassword: false, updatedAt: new Date() })
    .where(eq(users.id, userId));
  await deps.auth.invalidateUserSessions(userId);
}
