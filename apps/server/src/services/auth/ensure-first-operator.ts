import { generateTemporaryPassword } from "@stockroom/core";
import { type Database, platformOperators, users } from "@stockroom/db";
import { sql } from "drizzle-orm";
import { hashPassword } from "../../auth/password";

export interface FirstOperator {
  email: string;
  /** Set only when the password was generated here (to be printed once). */
  generatedPassword: string | undefined;
}

/**
 * On an empty database, creates the first platform operator, who must change the
 * password at first sign-in. Returns undefined when users already exist.
 */
export async function ensureFirstOperator(
  db: Database,
  opts: { email: string | undefined; password: string | undefined },
): Promise<FirstOperator | undefined> {
  const [existing] = await db.select({ id: users.id }).from(users).limit(1);
  if (existing) return undefined; // the usual start: no password hashing on the hot path
  const email = (opts.email ?? "admin@stockroom.local").trim().toLowerCase();
  const generatedPassword = opts.password ? undefined : generateTemporaryPassword();
  const password = opts.password ?? (generatedPassword as string);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    // Serialise concurrent first starts on one database.
    await tx.execute(sql`select pg_advisory_xact_lock(7319001)`);
    const [{ count } = { count: 0 }] = await tx.select({ count: sql<number>`count(*)::int` }).from(users);
    if (count > 0) return undefined;
    const [user] = await tx
      .insert(users)
      .values({ email, passwordHash, fullName: "Platform Operator", mustChangePassword: true })
      .returning({ id: users.id });
    if (!user) throw new Error("could not create the first operator");
    await tx.insert(platformOperators).values({ userId: user.id });
    return { email, generatedPassword };
  });
}
