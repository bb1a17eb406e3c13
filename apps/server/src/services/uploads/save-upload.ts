import { randomBytes } from "node:crypto";
import { avatarStoragePath, ORG_AVATARS_BUCKET } from "@stockroom/core";
import { type Database, uploads } from "@stockroom/db";
import { DomainError } from "../../errors";
import type { FileStorage } from "./file-storage";
import { sniffImageType } from "./sniff-image-type";
import { UPLOAD_BUCKETS, type UploadBucket, uploadUrl } from "./upload-buckets";

export interface IncomingFile {
  filename: string;
  declaredType: string;
  data: Buffer;
}

export interface StoredUpload {
  id: string;
  url: string;
  bucket: UploadBucket;
  key: string;
  name: string;
  contentType: string;
  size: number;
}

const CONTENT_TYPES: Record<string, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xls: "application/vnd.ms-excel",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  txt: "text/plain",
  csv: "text/csv",
};

function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf(".");
  return dot > 0 ? filename.slice(dot + 1).toLowerCase() : "";
}

/**
 * Checks a file against its bucket (type on the bytes, size), stores it under a random
 * name (organization logos: the organization id, a random part and the extension) and
 * records it in `uploads` with its organization, so only that organization reads it.
 */
export async function saveUpload(
  deps: { db: Database; storage: FileStorage },
  scope: { organizationId: string | null; userId: string },
  bucket: UploadBucket,
  file: IncomingFile,
): Promise<StoredUpload> {
  const rules = UPLOAD_BUCKETS[bucket];
  const image = sniffImageType(file.data);
  let extension: string;
  let contentType: string;
  if (image) {
    extension = image.extension;
    contentType = image.type;
  } else {
    const declared = extensionOf(file.filename);
    if (rules.imagesOnly || !rules.extensions.includes(declared)) {
      throw new DomainError("BAD_REQUEST", rules.wrongTypeMessage);
    }
    extension = declared;
    contentType = CONTENT_TYPES[declared] ?? "application/octet-stream";
  }
  if (file.data.length >= rules.maxBytes) throw new DomainError("BAD_REQUEST", rules.tooLargeMessage);

  const random = randomBytes(16).toString("hex");
  const key =
    bucket === ORG_AVATARS_BUCKET && scope.organizationId
      ? avatarStoragePath(`logo.${extension}`, random, scope.organizationId)
      : avatarStoragePath(`file.${extension}`, random);
  await deps.storage.put(bucket, key, file.data);
  try {
    const [row] = await deps.db
      .insert(uploads)
      .values({
        organizationId: scope.organizationId,
        bucket,
        key,
        originalName: file.filename.slice(0, 255) || null,
        contentType,
        size: file.data.length,
        uploadedBy: scope.userId,
      })
      .returning({ id: uploads.id });
    if (!row) throw new Error("upload not recorded");
    return {
      id: row.id,
      url: uploadUrl(bucket, key),
      bucket,
      key,
      name: file.filename,
      contentType,
      size: file.data.length,
    };
  } catch (err) {
    await deps.storage.remove(bucket, key).catch(() => {});
    throw err;
  }
}
