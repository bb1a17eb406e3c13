import type { Language } from "@stockroom/core";
import { type Database, users } from "@stockroom/db";
import { eq } from "drizzle-orm";
import { DomainError } from "../../errors";

/**
 * Keeps the language chosen in App Settings with the profile (issue 26), so mail sent to this
 * user (password reset, invitations to another organization) is in it.
 */
export async function updateLanguage(db: Database, userId: string, language: Language) {
  const [row] = await db
    .update(users)
    .set({ locale: language, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ language: users.locale });
  if (!row) throw new DomainError("NOT_FOUND", "Error updating profile");
  return { language };
}
