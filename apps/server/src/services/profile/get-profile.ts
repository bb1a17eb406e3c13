import { type DbOrTx, users } from "@stockroom/db";
import { eq } from "drizzle-orm";
import { DomainError } from "../../errors";

/** The signed-in user's profile; the PIN itself is never readable, only whether one is set. */
export async function getProfile(db: DbOrTx, userId: string) {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      avatarUrl: users.avatarUrl,
      pinDigest: users.quickAccessPinDigest,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw new DomainError("NOT_FOUND", "Could not load profile information");
  return {
    id: user.id,
    email: user.email,
    fullName: user.fullName,
    avatarUrl: user.avatarUrl,
    hasQuickAccessPin: user.pinDigest !== null,
  };
}
