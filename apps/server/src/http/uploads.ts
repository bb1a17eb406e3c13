import fastifyMultipart from "@fastify/multipart";
import { can, VIEWER_READ_ONLY_MESSAGE } from "@stockroom/core";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { AppDeps } from "../deps";
import { DomainError } from "../errors";
import { formOrganization } from "../services/mobile/phone-target";
import { fileStorageFor } from "../services/uploads/file-storage";
import { findReadableUpload } from "../services/uploads/find-readable-upload";
import { saveUpload } from "../services/uploads/save-upload";
import { isUploadBucket, UPLOAD_BUCKETS } from "../services/uploads/upload-buckets";
import { DOMAIN_ERROR_STATUS } from "./error-map";
import { actingPrincipal, principalCookies, resolvePhone, resolveUser } from "./principal";

const LARGEST_UPLOAD = Math.max(...Object.values(UPLOAD_BUCKETS).map((b) => b.maxBytes));
/** Keys the server generates: anything else (a NUL byte, a path) cannot name a stored file. */
const STORAGE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
export const DISK_FULL_MESSAGE = "The server has no space left to store this file. Please tell your administrator.";

function isDiskFull(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === "ENOSPC" || code === "EDQUOT";
}

function fail(reply: FastifyReply, status: number, error: string) {
  return reply.code(status).header("cache-control", "no-store").send({ error });
}

/**
 * File routes (tRPC is not for files):
 * - POST /api/uploads/:bucket — one multipart file field; checks sign-in, who may use
 *   the bucket, type and size; answers { url, key, … } of the stored file. A form answer's
 *   file names its form (`?formId=`): on a phone that holds a sign-in of one organization and
 *   a PIN session of the form's, the PIN session uploads, as it submits (http/principal.ts
 *   `actingPrincipal`, preferring the sign-in when no form of the PIN's organization is named).
 * - GET /files/:bucket/:key — the file, only to members of the organization that owns it.
 */
export async function registerUploads(server: FastifyInstance, deps: AppDeps) {
  const storage = fileStorageFor(deps.config);

  await server.register(async (app) => {
    await app.register(fastifyMultipart, { limits: { files: 1, fields: 10, fileSize: LARGEST_UPLOAD } });

    app.post<{ Params: { bucket: string } }>("/api/uploads/:bucket", async (req, reply) => {
      const { bucket } = req.params;
      if (!isUploadBucket(bucket)) return fail(reply, 404, "Unknown upload bucket");
      const rules = UPLOAD_BUCKETS[bucket];
      const cookies = principalCookies(deps, req, reply);
      const credentials = { user: await resolveUser(deps, cookies), phone: await resolvePhone(deps, cookies) };
      // A form answer's file names its form: the PIN session uploads a file of its organization's form.
      const split = credentials.user && credentials.phone && credentials.user.org?.id !== credentials.phone.org.id;
      const targetOrgId = split ? await formOrganization(deps.db, req.query) : null;
      const principal = actingPrincipal(credentials, { targetOrgId, prefer: "user" });
      let uploader: { organizationId: string | null; userId: string };
      if (principal.kind === "user") {
        if (principal.viewer.user.mustChangePassword) return fail(reply, 401, "Please sign in.");
        const role = principal.org?.role;
        const allowed =
          rules.uploader === "user" ||
          (rules.uploader === "writer" && can(role, "upload")) ||
          (rules.uploader === "admin" && can(role, "administer"));
        if (!allowed) return fail(reply, 403, "You do not have permission to upload here.");
        uploader = { organizationId: principal.org?.id ?? null, userId: principal.userId };
      } else {
        // The phone's PIN session (role "user") may upload a form answer's file, nothing else;
        // a viewer's PIN session nothing at all (issue 21 §5).
        if (principal.kind === "anonymous") return fail(reply, 401, "Please sign in.");
        if (principal.org.role === "viewer") return fail(reply, 403, VIEWER_READ_ONLY_MESSAGE);
        if (rules.uploader !== "writer" || !can(principal.org.role, "upload")) {
          return fail(reply, 403, "You do not have permission to upload here.");
        }
        uploader = { organizationId: principal.org.id, userId: principal.userId };
      }
      if (!req.isMultipart()) return fail(reply, 400, "Send the file as multipart/form-data.");

      const part = await req.file({ limits: { fileSize: rules.maxBytes } });
      if (!part) return fail(reply, 400, "No file was sent.");
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE")
          return fail(reply, 413, rules.tooLargeMessage);
        throw err;
      }
      try {
        const stored = await saveUpload({ db: deps.db, storage }, uploader, bucket, {
          filename: part.filename,
          declaredType: part.mimetype,
          data,
        });
        return reply.code(201).send(stored);
      } catch (err) {
        if (err instanceof DomainError) {
          if (err.retryAfter !== undefined) reply.header("retry-after", String(err.retryAfter));
          return fail(reply, DOMAIN_ERROR_STATUS[err.code].status, err.message);
        }
        if (isDiskFull(err)) {
          req.log.error({ bucket, code: (err as { code?: string }).code }, "upload refused: disk full");
          return fail(reply, 507, DISK_FULL_MESSAGE);
        }
        throw err;
      }
    });

    app.get<{ Params: { bucket: string; key: string } }>("/files/:bucket/:key", async (req, reply) => {
      const { bucket, key } = req.params;
      if (!isUploadBucket(bucket) || !STORAGE_KEY.test(key)) return fail(reply, 404, "Not Found");
      const user = await resolveUser(deps, principalCookies(deps, req, reply));
      // The same gate as tRPC: until the password is changed, nothing of the organization.
      if (!user || user.viewer.user.mustChangePassword) return fail(reply, 401, "Please sign in.");
      const upload = await findReadableUpload(deps.db, user.viewer, bucket, key);
      const stream = upload ? await storage.read(bucket, key) : null;
      if (!upload || !stream) return fail(reply, 404, "Not Found");
      const inline = upload.contentType.startsWith("image/");
      const name = (upload.originalName ?? key).replace(/[^\w.-]+/g, "_");
      return reply
        .header("content-type", upload.contentType)
        .header("content-length", upload.size)
        .header("cache-control", `private, max-age=${UPLOAD_BUCKETS[bucket].cacheSeconds}`)
        .header("content-disposition", `${inline ? "inline" : "attachment"}; filename="${name}"`)
        .send(stream);
    });
  });
}
