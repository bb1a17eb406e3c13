import fastifyMultipart from "@fastify/multipart";
import {
  API_TOKEN_SCOPE_MESSAGE,
  apiScopeAllows,
  can,
  IMPORT_MAX_BYTES,
  IMPORT_TOO_LARGE_MESSAGE,
  IMPORTS_BUCKET,
} from "@stockroom/core";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { AppDeps } from "../../deps";
import { DomainError } from "../../errors";
import { fileStorageFor } from "../../services/uploads/file-storage";
import { saveUpload } from "../../services/uploads/save-upload";
import type { TokenPrincipal } from "../principal";

/**
 * THE API'S UPLOAD OF A FILE TO IMPORT (issue 27, "imports"): `POST /api/v1/imports/files`
 * takes a spreadsheet with a token alone, as multipart/form-data (one file field) or as the
 * raw body (`Content-Type: text/csv`, an Excel type or application/octet-stream, the name
 * in `?filename=`). The same rules as the web app's upload to the `imports` bucket (its
 * size limit and message, the type read from the bytes and the name, the organization on
 * the stored row) through the same `saveUpload`; the token needs `assets:write`. The
 * answer's `file` is what the import routes (preview, commit, runs) take.
 *
 * The token, its scope and its rate limit are checked in `onRequest`, before a byte of the
 * body is read: a caller without a valid token never gets 50 MB parsed.
 */
export const IMPORT_UPLOAD_PATH = "/imports/files";
export const IMPORT_UPLOAD_EMPTY = "No file was sent.";
export const IMPORT_UPLOAD_UNREADABLE = "The multipart body could not be read. Send one file field named file.";
export const IMPORT_UPLOAD_WRONG_BODY =
  "Send the file as multipart/form-data (one file field) or as the request body with Content-Type text/csv or an Excel type.";

/** Raw body types the route reads, and the file name a raw body gets without `?filename=`. */
const RAW_TYPES: Record<string, string> = {
  "text/csv": "upload.csv",
  "text/plain": "upload.csv",
  "text/tab-separated-values": "upload.tsv",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "upload.xlsx",
  "application/vnd.ms-excel": "upload.xls",
  "application/octet-stream": "upload.csv",
};

const filenameQuery = z.object({ filename: z.string().min(1).max(255).optional() });

/** The answer: the stored file, `file` to pass to the import routes. */
export const UploadedImportFile = z.strictObject({
  file: z.string().meta({ description: "Pass as `file` to the import routes." }),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});

type Send = (reply: FastifyReply, status: number, body: { code: string; message: string }) => FastifyReply;

declare module "fastify" {
  interface FastifyRequest {
    apiToken?: TokenPrincipal;
  }
}

export async function registerImportUpload(
  api: FastifyInstance,
  deps: AppDeps,
  admit: (req: FastifyRequest, reply: FastifyReply) => Promise<TokenPrincipal | null>,
  send: Send,
) {
  const storage = fileStorageFor(deps.config);
  await api.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { files: 1, fields: 10, fileSize: IMPORT_MAX_BYTES } });
    scope.addContentTypeParser(
      Object.keys(RAW_TYPES),
      { parseAs: "buffer", bodyLimit: IMPORT_MAX_BYTES },
      (_req, body, done) => done(null, body),
    );
    // Fastify's own refusal of a body over the limit gets the import's own message.
    scope.setErrorHandler((err: FastifyError, _req, reply) => {
      if (err.statusCode === 413)
        return send(reply, 413, { code: "PAYLOAD_TOO_LARGE", message: IMPORT_TOO_LARGE_MESSAGE });
      if (err.statusCode === 415)
        return send(reply, 415, { code: "UNSUPPORTED_MEDIA_TYPE", message: IMPORT_UPLOAD_WRONG_BODY });
      throw err;
    });

    scope.post(IMPORT_UPLOAD_PATH, {
      bodyLimit: IMPORT_MAX_BYTES,
      onRequest: async (req, reply) => {
        const token = await admit(req, reply);
        if (!token) return reply;
        if (!apiScopeAllows(token.scopes, "assets:write") || !can(token.org.role, "upload")) {
          return send(reply, 403, { code: "FORBIDDEN", message: API_TOKEN_SCOPE_MESSAGE });
        }
        req.apiToken = token;
      },
      handler: async (req, reply) => {
        const token = req.apiToken;
        if (!token) return send(reply, 401, { code: "UNAUTHORIZED", message: API_TOKEN_SCOPE_MESSAGE });
        let file: { filename: string; declaredType: string; data: Buffer };
        if (req.isMultipart()) {
          try {
            const part = await req.file({ limits: { fileSize: IMPORT_MAX_BYTES } });
            if (!part) return send(reply, 400, { code: "BAD_REQUEST", message: IMPORT_UPLOAD_EMPTY });
            file = { filename: part.filename, declaredType: part.mimetype, data: await part.toBuffer() };
          } catch (err) {
            if ((err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
              return send(reply, 413, { code: "PAYLOAD_TOO_LARGE", message: IMPORT_TOO_LARGE_MESSAGE });
            }
            // A multipart body cut short or malformed is the sender's, never a 500.
            return send(reply, 400, { code: "BAD_REQUEST", message: IMPORT_UPLOAD_UNREADABLE });
          }
        } else if (Buffer.isBuffer(req.body)) {
          const type = String(req.headers["content-type"] ?? "")
            .split(";")[0]
            ?.trim()
            .toLowerCase();
          const query = filenameQuery.safeParse(req.query ?? {});
          const named = query.success ? query.data.filename : undefined;
          file = {
            filename: named ?? RAW_TYPES[type ?? ""] ?? "upload.csv",
            declaredType: type ?? "",
            data: req.body,
          };
        } else {
          return send(reply, 415, { code: "UNSUPPORTED_MEDIA_TYPE", message: IMPORT_UPLOAD_WRONG_BODY });
        }
        if (file.data.length === 0) return send(reply, 400, { code: "BAD_REQUEST", message: IMPORT_UPLOAD_EMPTY });
        try {
          const stored = await saveUpload(
            { db: deps.db, storage },
            { organizationId: token.org.id, userId: token.createdBy },
            IMPORTS_BUCKET,
            file,
          );
          return reply.code(201).header("cache-control", "no-store").send({
            file: stored.url,
            name: stored.name,
            contentType: stored.contentType,
            size: stored.size,
          });
        } catch (err) {
          // The bucket's own size check (a file of exactly the limit) says what Fastify's does: 413.
          if (err instanceof DomainError && err.message === IMPORT_TOO_LARGE_MESSAGE) {
            return send(reply, 413, { code: "PAYLOAD_TOO_LARGE", message: IMPORT_TOO_LARGE_MESSAGE });
          }
          if (err instanceof DomainError && err.code === "BAD_REQUEST") {
            return send(reply, 400, { code: "BAD_REQUEST", message: err.message });
          }
          throw err;
        }
      },
    });
  });
}
