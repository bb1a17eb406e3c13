import fastifyMultipart from "@fastify/multipart";
import { can, VIEWER_READ_ONLY_MESSAGE } from "@stockroom/core";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { SESSION_COOKIE } from "../auth/lucia";
import type { AppDeps } from "../deps";
import { DomainError } from "../errors";
import { loadViewer, type Viewer } from "../services/auth/load-viewer";
import { formOrganization } from "../services/mobile/phone-target";
import { loadPinSession, PIN_SESSION_COOKIE, pinSessionRole } from "../services/mobile/pin-session";
import { fileStorageFor } from "../services/uploads/file-storage";
import { findReadableUpload } from "../services/uploads/find-readable-upload";
import { saveUpload } from "../services/uploads/save-upload";
import { isUploadBucket, UPLOAD_BUCKETS } from "../services/uploads/upload-buckets";

const HTTP_STATUS: Record<DomainError["code"], number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
};

const LARGEST_UPLOAD = Math.max(...Object.values(UPLOAD_BUCKETS).map((b) => b.maxBytes));
/** Keys the server generates: anything else (a NUL byte, a path) cannot name a stored file. */
const STORAGE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
export const DISK_FULL_MESSAGE = "The server has no space left to store this file. Please tell your administrator.";

function isDiskFull(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === "ENOSPC" || code === "EDQUOT";
}

/** The signed-in user of a request, from the session cookie, as the tRPC context does it. */
async function viewerOf(deps: AppDeps, req: FastifyRequest): Promise<Viewer | null> {
  const sessionId = req.cookies[SESSION_COOKIE];
  if (!sessionId) return null;
  const { session, user } = await deps.auth.validateSession(sessionId);
  if (!session || !user) return null;
  return loadViewer(deps.db, user.id);
}

function fail(reply: FastifyReply, status: number, error: string) {
  return reply.code(status).header("cache-control", "no-store").send({ error });
}

/**
 * File routes (tRPC is not for files):
 * - POST /api/uploads/:bucket — one multipart file field; checks sign-in, who may use
 *   the bucket, type and size; answers { url, key, … } of the stored file. A form answer's
 *   file names its form (`?formId=`): on a phone that holds a sign-in of one organization and
 *   a PIN session of the form's, the PIN session uploads, as it submits (trpc.ts
 *   `choosePhonePrincipal`).
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
      const viewer = await viewerOf(deps, req);
      const pinToken = req.cookies[PIN_SESSION_COOKIE];
      const pin = pinToken ? await loadPinSession(deps.db, pinToken) : null;
      const memberOrg = viewer?.membership?.organizationId ?? null;
      // The sign-in acts, unless there is none or the form named belongs to the PIN's organization.
      const pinActs =
        pin !== null &&
        (!viewer ||
          (memberOrg !== pin.organizationId && (await formOrganization(deps.db, req.query)) === pin.organizationId));
      let uploader: { organizationId: string | null; userId: string };
      if (viewer && !pinActs) {
        if (viewer.user.mustChangePassword) return fail(reply, 401, "Please sign in.");
        const role = viewer.membership?.role;
        const allowed =
          rules.uploader === "user" ||
          (rules.uploader === "writer" && can(role, "upload")) ||
          (rules.uploader === "admin" && can(role, "administer"));
        if (!allowed) return fail(reply, 403, "You do not have permission to upload here.");
        uploader = { organizationId: memberOrg, userId: viewer.user.id };
      } else {
        // The phone's PIN session (role "user") may upload a form answer's file, nothing else;
        // a viewer's PIN session nothing at all (issue 21 §5).
        if (!pin) return fail(reply, 401, "Please sign in.");
        if (pinSessionRole(pin) === "viewer") return fail(reply, 403, VIEWER_READ_ONLY_MESSAGE);
        if (rules.uploader !== "writer" || !can(pinSessionRole(pin), "upload")) {
          return fail(reply, 403, "You do not have permission to upload here.");
        }
        uploader = { organizationId: pin.organizationId, userId: pin.userId };
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
        if (err instanceof DomainError) return fail(reply, HTTP_STATUS[err.code], err.message);
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
      const viewer = await viewerOf(deps, req);
      // The same gate as tRPC: until the password is changed, nothing of the organization.
      if (!viewer || viewer.user.mustChangePassword) return fail(reply, 401, "Please sign in.");
      const upload = await findReadableUpload(deps.db, viewer, bucket, key);
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
