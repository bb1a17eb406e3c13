import type { SignInInput } from "@stockroom/core";
import { users } from "@stockroom/db";
import { eq } from "drizzle-orm";
import { verifyPassword } from "../../auth/password";
import type { AppDeps } from "../../deps";
import { DomainError } from "../../errors";
import { findUserByEmail } from "./find-user-by-email";

export const INVALID_CREDENTIALS = "Invalid email or password";

/** Checks the password and opens a session; returns the session id for the cookie. */
export async function signIn(deps: Pick<AppDeps, "db" | "auth">, input: SignInInput) {
  const user = await findUserByEmail(deps.db, input.email);
  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !ok) throw new DomainError("UNAUTHORIZED", INVALID_CREDENTIALS);
  await deps.db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, user.id));
  const session = await deps.auth.createSession(user.id, {});
  return { userId: user.id, sessionId: session.id };
}
