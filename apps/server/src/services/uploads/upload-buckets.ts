import {
  AVATAR_MAX_BYTES,
  AVATAR_NOT_IMAGE_MESSAGE,
  AVATAR_TOO_LARGE_MESSAGE,
  AVATARS_BUCKET,
  FORM_UPLOAD_CACHE_SECONDS,
  FORM_UPLOADS_BUCKET,
  IMPORT_MAX_BYTES,
  IMPORT_TOO_LARGE_MESSAGE,
  IMPORT_WRONG_TYPE_MESSAGE,
  IMPORTS_BUCKET,
  ORG_AVATARS_BUCKET,
} from "@stockroom/core";

export type UploadBucket =
  | typeof AVATARS_BUCKET
  | typeof ORG_AVATARS_BUCKET
  | typeof FORM_UPLOADS_BUCKET
  | typeof IMPORTS_BUCKET;

export interface BucketRules {
  /** Files must be smaller than this. */
  maxBytes: number;
  tooLargeMessage: string;
  /** Raster images only (checked on the bytes, not the declared type). */
  imagesOnly: boolean;
  /** Extensions accepted besides images (form file fields). */
  extensions: readonly string[];
  wrongTypeMessage: string;
  /** Who may upload: any signed-in user, organization writers (not viewers), or admins. */
  uploader: "user" | "writer" | "admin";
  cacheSeconds: number;
}

const FORM_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

export const UPLOAD_BUCKETS: Record<UploadBucket, BucketRules> = {
  [AVATARS_BUCKET]: {
    maxBytes: AVATAR_MAX_BYTES,
    tooLargeMessage: AVATAR_TOO_LARGE_MESSAGE,
    imagesOnly: true,
    extensions: [],
    wrongTypeMessage: AVATAR_NOT_IMAGE_MESSAGE,
    uploader: "user",
    cacheSeconds: 31_536_000,
  },
  [ORG_AVATARS_BUCKET]: {
    maxBytes: AVATAR_MAX_BYTES,
    tooLargeMessage: AVATAR_TOO_LARGE_MESSAGE,
    imagesOnly: true,
    extensions: [],
    wrongTypeMessage: AVATAR_NOT_IMAGE_MESSAGE,
    uploader: "admin",
    cacheSeconds: 31_536_000,
  },
  // Spec 02: a file field accepts pdf, doc, docx, xls, xlsx, txt, jpg, jpeg, png by default.
  [FORM_UPLOADS_BUCKET]: {
    maxBytes: FORM_UPLOAD_MAX_BYTES,
    tooLargeMessage: "File size must be less than 10MB",
    imagesOnly: false,
    extensions: ["pdf", "doc", "docx", "xls", "xlsx", "txt", "csv"],
    wrongTypeMessage: "This file type is not allowed",
    uploader: "writer",
    cacheSeconds: FORM_UPLOAD_CACHE_SECONDS,
  },
  // Issue 24: a spreadsheet to import. Writers may upload; only an importer (manager,
  // admin) can preview or commit it, which the import procedures check.
  [IMPORTS_BUCKET]: {
    maxBytes: IMPORT_MAX_BYTES,
    tooLargeMessage: IMPORT_TOO_LARGE_MESSAGE,
    imagesOnly: false,
    extensions: ["csv", "txt", "tsv", "xlsx", "xls"],
    wrongTypeMessage: IMPORT_WRONG_TYPE_MESSAGE,
    uploader: "writer",
    cacheSeconds: 0,
  },
};

export function isUploadBucket(bucket: string): bucket is UploadBucket {
  return Object.hasOwn(UPLOAD_BUCKETS, bucket);
}

/** The address a stored file is served from (GET /files/:bucket/:key). */
export function uploadUrl(bucket: string, key: string): string {
  return `/files/${bucket}/${key}`;
}

/** The bucket and key of an address made by {@link uploadUrl}, or null. */
export function parseUploadUrl(url: string): { bucket: string; key: string } | null {
  const match = /^\/files\/([a-z-]+)\/([A-Za-z0-9][A-Za-z0-9._-]*)$/.exec(url);
  return match?.[1] && match[2] ? { bucket: match[1], key: match[2] } : null;
}
