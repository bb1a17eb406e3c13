import { type DbOrTx, users } from "@stockroom/db";
import { eq, sql } from "drizzle-orm";

/** E-mail addresses are matched case-insensitively (the unique index is on lower(email)). */
export async function findUserByEmail(db: DbOrTx, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  return user;
}
