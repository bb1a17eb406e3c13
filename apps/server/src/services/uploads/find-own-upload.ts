import { type DbOrTx, uploads } from "@stockroom/db";
import { and, eq, type SQL } from "drizzle-orm";
import { parseUploadUrl, type UploadBucket } from "./upload-buckets";

/**
 * Whether `url` names a file of `bucket` that belongs to the given organization or was
 * uploaded by the given user: an avatar or logo address saved on a profile or an
 * organization must point at a file its owner may show.
 */
export async function isOwnUpload(
  db: DbOrTx,
  url: string,
  bucket: UploadBucket,
  owner: { organizationId: string } | { userId: string },
): Promise<boolean> {
  const parsed = parseUploadUrl(url);
  if (!parsed || parsed.bucket !== bucket) return false;
  const ownership: SQL =
    "organizationId" in owner ? eq(uploads.organizationId, owner.organizationId) : eq(uploads.uploadedBy, owner.userId);
  const [row] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.bucket, bucket), eq(uploads.key, parsed.key), ownership))
    .limit(1);
  return Boolean(row);
}
