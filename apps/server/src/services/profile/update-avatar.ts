import { AVATARS_BUCKET } from "@stockroom/core";
import { type Database, users } from "@stockroom/db";
import { eq } from "drizzle-orm";
import { DomainError } from "../../errors";
import { isOwnUpload } from "../uploads/find-own-upload";

export const AVATAR_NOT_UPLOADED = "Error uploading avatar";

/** "Your Avatar": points the profile at a file the user uploaded to avatars, or clears it. */
export async function updateAvatar(db: Database, userId: string, avatarUrl: string | null) {
  if (avatarUrl && !(await isOwnUpload(db, avatarUrl, AVATARS_BUCKET, { userId }))) {
    throw new DomainError("BAD_REQUEST", AVATAR_NOT_UPLOADED);
  }
  const [row] = await db
    .update(users)
    .set({ avatarUrl, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ avatarUrl: users.avatarUrl });
  if (!row) throw new DomainError("NOT_FOUND", AVATAR_NOT_UPLOADED);
  return row;
}
