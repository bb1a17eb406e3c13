import { KIND_SWITCH_LABELS } from "@stockroom/core";
import type { DbOrTx } from "@stockroom/db";
import { users } from "@stockroom/db";
import { eq } from "drizzle-orm";
import { updateNotificationPreferences } from "./preferences";
import { readUnsubscribeToken } from "./unsubscribe-token";

/** One click from a mail: turns that kind's switch off for the token's user. Null: not a valid link. */
export async function unsubscribeByToken(
  { db, secret }: { db: DbOrTx; secret: string },
  token: string,
): Promise<{ label: string } | null> {
  const read = readUnsubscribeToken(secret, token);
  if (!read) return null;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, read.userId));
  if (!user) return null;
  await updateNotificationPreferences({ db, actorId: read.userId }, { [read.kind]: false });
  return { label: KIND_SWITCH_LABELS[read.kind] };
}
