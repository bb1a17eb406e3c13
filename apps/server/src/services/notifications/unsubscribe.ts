import { type Language, type NotificationKindSwitch, supportedLanguage } from "@stockroom/core";
import type { DbOrTx } from "@stockroom/db";
import { users } from "@stockroom/db";
import { eq } from "drizzle-orm";
import { updateNotificationPreferences } from "./preferences";
import { readUnsubscribeToken } from "./unsubscribe-token";

/**
 * One click from a mail: turns that kind's switch off for the token's user. Null: not a valid
 * link. Answers the switch and the user's saved language (the page says so in it).
 */
export async function unsubscribeByToken(
  { db, secret }: { db: DbOrTx; secret: string },
  token: string,
): Promise<{ kind: NotificationKindSwitch; language: Language } | null> {
  const read = readUnsubscribeToken(secret, token);
  if (!read) return null;
  const [user] = await db.select({ id: users.id, locale: users.locale }).from(users).where(eq(users.id, read.userId));
  if (!user) return null;
  await updateNotificationPreferences({ db, actorId: read.userId }, { [read.kind]: false });
  return { kind: read.kind, language: supportedLanguage(user.locale) ?? "en" };
}
