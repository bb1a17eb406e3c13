import { type DbOrTx, uploads } from "@stockroom/db";
import { and, eq } from "drizzle-orm";
import type { Viewer } from "../auth/load-viewer";

/**
 * The upload a signed-in user may read: one of their own organization's files, or one
 * they uploaded themselves (an operator's avatar has no organization). Anything else
 * reads as missing, so a file of another organization cannot even be confirmed to exist.
 */
export async function findReadableUpload(db: DbOrTx, viewer: Viewer, bucket: string, key: string) {
  const [row] = await db
    .select({
      organizationId: uploads.organizationId,
      uploadedBy: uploads.uploadedBy,
      contentType: uploads.contentType,
      size: uploads.size,
      originalName: uploads.originalName,
    })
    .from(uploads)
    .where(and(eq(uploads.bucket, bucket), eq(uploads.key, key)))
    .limit(1);
  if (!row) return null;
  const sameOrganization = row.organizationId !== null && row.organizationId === viewer.membership?.organizationId;
  const ownFile = row.uploadedBy === viewer.user.id;
  return sameOrganization || ownFile ? row : null;
}
