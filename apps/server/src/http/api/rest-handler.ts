import { createHash } from "node:crypto";
import { API_RATE_LIMITED, API_TOKEN_INVALID, API_TOKEN_RATE_LIMIT, type AttemptLimit } from "@stockroom/core";
import { TRPCError } from "@trpc/server";
import { getErrorShape } from "@trpc/server/unstable-core-do-not-import";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { AppDeps } from "../../deps";
import { createLimiter } from "../../limits/attempt-limiter";
import { loggableError } from "../../logging";
import { appRouter } from "../../router";
import { runWithApiToken } from "../../services/activity/api-token-scope";
import { createApiContext } from "../../trpc";
import { answerFor, retryAfterOf, UNEXPECTED_ERROR } from "../error-map";
import { resolveToken, type TokenPrincipal } from "../principal";
import { API_ROUTES, type ApiRoute } from "./api-routes";
import { registerImportUpload } from "./import-upload";
import { API_BASE_PATH, apiInputSchema, openApiDocument } from "./openapi-document";
import { registerApiReference } from "./reference-page";

/**
 * THE REST API (issue 27): each route of the table (api-routes.ts) calls its tRPC procedure
 * through the app router's caller, with a context whose only credential is the request's
 * API token, so the procedure's own input schema, permission check (orgProcedure reads the
 * token's scopes) and service run exactly as for the web app. Errors answer one shape,
 * `{ code, message, fieldErrors? }`, from the same error formatter as tRPC.
 */
export const INVALID_CURSOR = "The cursor is not valid. Pass the nextCursor of a previous page.";
export const BODY_NOT_OBJECT = "The request body must be a JSON object.";

type ErrorBody = { code: string; message: string; fieldErrors?: Record<string, string[] | undefined> };

const STATUS_CODES: Record<number, string> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  405: "METHOD_NOT_SUPPORTED",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "TOO_MANY_REQUESTS",
  503: "SERVICE_UNAVAILABLE",
};

function send(reply: FastifyReply, status: number, body: ErrorBody) {
  return reply.code(status).header("cache-control", "no-store").send(body);
}

/**
 * A keyset cursor (opaque to clients: base64url of JSON): the sort key and id of the last
 * row of the page before (the list's `lastKey`), and a digest of the filters and sort it was
 * read with, so a cursor passed with other filters is refused instead of paging wrongly.
 */
type Key = string[];
function filtersDigest(input: Record<string, unknown>): string {
  const sorted = Object.keys(input)
    .sort()
    .map((k) => [k, input[k]]);
  return createHash("sha256").update(JSON.stringify(sorted)).digest("base64url").slice(0, 12);
}
export function encodeCursor(key: Key, filters: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify({ f: filtersDigest(filters), k: key }), "utf8").toString("base64url");
}
function decodeCursor(cursor: string, filters: Record<string, unknown>): Key | null {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as { f?: unknown; k?: unknown };
    if (parsed?.f !== filtersDigest(filters) || !Array.isArray(parsed.k) || parsed.k.length === 0) return null;
    if (!parsed.k.every((v) => typeof v === "string")) return null;
    return parsed.k as Key;
  } catch {
    return null;
  }
}

/** Unwraps optional/nullable/default/pipe to the schema that says what a query value is. */
function baseOf(schema: z.ZodType): z.ZodType {
  let s: z.ZodType = schema;
  for (let i = 0; i < 10; i++) {
    const def = (s as unknown as { _zod: { def: { type: string; innerType?: z.ZodType; in?: z.ZodType } } })._zod.def;
    if (["optional", "nullable", "default", "prefault", "readonly", "catch"].includes(def.type) && def.innerType) {
      s = def.innerType;
    } else if (def.type === "pipe" && def.in) {
      s = def.in;
    } else break;
  }
  return s;
}

/**
 * A query string's values as the input schema reads them: digits for a number field become
 * that number, "true"/"false" for a boolean field that boolean, one value for a list field a
 * list of one. Anything else stays the text it was, so the schema's own message answers it.
 */
function queryInput(query: Record<string, unknown>, schema: z.ZodType | undefined): Record<string, unknown> {
  const shape = schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {};
  const input: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(query)) {
    const field = Object.hasOwn(shape, key) ? baseOf(shape[key] as z.ZodType) : undefined;
    const kind = field ? (field as unknown as { _zod: { def: { type: string } } })._zod.def.type : undefined;
    const one = (v: unknown) => {
      if (typeof v !== "string") return v;
      if (kind === "number" && /^-?[0-9]+(\.[0-9]+)?$/.test(v)) return Number(v);
      if (kind === "boolean" && (v === "true" || v === "false")) return v === "true";
      return v;
    };
    input[key] = kind === "array" ? (Array.isArray(raw) ? raw : [raw]).map(one) : Array.isArray(raw) ? raw : one(raw);
  }
  return input;
}

class BadInput extends Error {}

function readInput(req: FastifyRequest, path: string, route: ApiRoute): Record<string, unknown> {
  const params = (req.params ?? {}) as Record<string, string>;
  const schema = apiInputSchema(path, route);
  let input: Record<string, unknown>;
  if (route.method === "GET" || route.method === "DELETE") {
    input = queryInput((req.query ?? {}) as Record<string, unknown>, schema);
  } else {
    const body = req.body ?? {};
    if (typeof body !== "object" || body === null || Array.isArray(body)) throw new BadInput(BODY_NOT_OBJECT);
    input = { ...(body as Record<string, unknown>) };
  }
  return { ...input, ...params };
}

/**
 * A paged route: `limit` becomes the procedure's `pageSize`, and the cursor its keyset
 * `after` (null on the first page: keyset paging from the start), so each page is read
 * from the index after the last row of the one before.
 */
function pageInput(input: Record<string, unknown>): {
  input: Record<string, unknown>;
  filters: Record<string, unknown>;
} {
  // `knownTotal` (no procedure takes it any more) is still dropped, as it always was here.
  const { cursor, limit, page: _p, pageSize: _s, knownTotal: _k, after: _a, ...filters } = input;
  let after: Key | null = null;
  if (cursor !== undefined) {
    after = typeof cursor === "string" ? decodeCursor(cursor, filters) : null;
    if (after === null) throw new BadInput(INVALID_CURSOR);
  }
  return { input: { ...filters, after, ...(limit !== undefined ? { pageSize: limit } : {}) }, filters };
}

/**
 * The answer as the client reads it (JSON) against the route's schema in the document
 * (config.checkApiAnswers, on in tests): a field the document does not name, or a missing
 * or mistyped one, is a 500 there, so every API test also proves the document's answers.
 */
function checkAnswer(path: string, route: ApiRoute, answer: unknown) {
  const wire: unknown = JSON.parse(JSON.stringify(answer));
  const checked = route.output.safeParse(wire);
  if (!checked.success) {
    throw new Error(
      `The answer of ${path} does not match its schema: ${JSON.stringify(checked.error.issues).slice(0, 2000)}`,
    );
  }
}

interface PageAnswer {
  items: unknown[];
  total: number;
  totalIsExact: boolean;
  hasNextPage: boolean;
  lastKey?: Key | null;
}

export interface RestApiOptions {
  /** Requests per token and window (core's API_TOKEN_RATE_LIMIT by default; tests lower it). */
  rateLimit?: AttemptLimit;
}

export async function registerRestApi(server: FastifyInstance, deps: AppDeps, options: RestApiOptions = {}) {
  const limiter = createLimiter(deps.db, {
    name: "api:token",
    window: "fixed",
    ...(options.rateLimit ?? API_TOKEN_RATE_LIMIT),
  });

  await server.register(
    async (api) => {
      api.setErrorHandler((err: FastifyError, req, reply) => {
        const answer = answerFor(err);
        if (answer) {
          if (answer.retryAfter !== undefined) reply.header("retry-after", String(answer.retryAfter));
          return send(reply, answer.status, { code: answer.trpc, message: answer.message });
        }
        const status = typeof err.statusCode === "number" ? err.statusCode : 500;
        if (status >= 400 && status < 500) {
          return send(reply, status, { code: STATUS_CODES[status] ?? "BAD_REQUEST", message: err.message });
        }
        req.log.error({ err: loggableError(err), url: req.routeOptions.url }, "API request failed");
        return send(reply, 500, { code: "INTERNAL_SERVER_ERROR", message: UNEXPECTED_ERROR });
      });
      api.setNotFoundHandler((_req, reply) => send(reply, 404, { code: "NOT_FOUND", message: "No such API route." }));

      // Generated on first request (about 0.2 s of CPU), not at start: a restarting worker starts as fast as before.
      api.get("/openapi.json", async (_req, reply) =>
        reply.header("cache-control", "no-cache").send(await openApiDocument()),
      );

      /** The request's live token, counted against its rate limit; null once a 401 or 429 is sent. */
      const admit = async (req: FastifyRequest, reply: FastifyReply): Promise<TokenPrincipal | null> => {
        const token = await resolveToken(deps, req.headers.authorization);
        if (!token) {
          reply.header("www-authenticate", 'Bearer realm="stockroom"');
          send(reply, 401, { code: "UNAUTHORIZED", message: API_TOKEN_INVALID });
          return null;
        }
        const wait = await limiter.hit(token.tokenId);
        if (wait > 0) {
          reply.header("retry-after", String(wait));
          send(reply, 429, { code: "TOO_MANY_REQUESTS", message: API_RATE_LIMITED });
          return null;
        }
        return token;
      };

      await registerImportUpload(api, deps, admit, send);

      for (const [path, route] of Object.entries(API_ROUTES) as [string, ApiRoute][]) {
        api.route({
          method: route.method,
          url: route.path.replace(/\{(\w+)\}/g, ":$1"),
          handler: async (req, reply) => {
            const token = await admit(req, reply);
            if (!token) return reply;
            const ctx = createApiContext(deps, req, token);
            let input: Record<string, unknown> | undefined;
            try {
              input = readInput(req, path, route);
              let filters: Record<string, unknown> = {};
              if (route.paged) ({ input, filters } = pageInput(input));
              const caller = appRouter.createCaller(ctx) as unknown as Record<string, unknown>;
              const call = path.split(".").reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], caller);
              const callInput = input;
              const data = await runWithApiToken(token.tokenId, () =>
                (call as (input: unknown) => Promise<unknown>)(callInput),
              );
              let answer: unknown = data ?? null;
              if (route.paged) {
                const p = data as PageAnswer;
                answer = {
                  items: p.items,
                  nextCursor: p.hasNextPage && p.lastKey ? encodeCursor(p.lastKey, filters) : null,
                  total: p.total,
                  totalIsExact: p.totalIsExact,
                };
              }
              if (deps.config.checkApiAnswers) checkAnswer(path, route, answer);
              return reply
                .code(route.created ? 201 : 200)
                .header("cache-control", "no-store")
                .send(answer);
            } catch (cause) {
              if (cause instanceof BadInput) return send(reply, 400, { code: "BAD_REQUEST", message: cause.message });
              const error =
                cause instanceof TRPCError
                  ? cause
                  : new TRPCError({ code: "INTERNAL_SERVER_ERROR", cause: cause as Error });
              if (error.code === "INTERNAL_SERVER_ERROR") {
                const logged = answerFor(error.cause)?.log;
                if (logged?.level === "warn") req.log.warn({ path }, logged.line);
                else req.log.error({ err: loggableError(error.cause ?? error), path }, "API handler failed");
              }
              const shape = getErrorShape({
                config: appRouter._def._config,
                error,
                type: route.method === "GET" ? "query" : "mutation",
                path,
                input,
                ctx,
              }) as {
                message: string;
                data: { code: string; httpStatus: number; fieldErrors?: ErrorBody["fieldErrors"] };
              };
              const wait = retryAfterOf([error]);
              if (wait !== undefined) reply.header("retry-after", String(wait));
              return send(reply, shape.data.httpStatus, {
                code: shape.data.code,
                message: shape.message,
                ...(shape.data.fieldErrors ? { fieldErrors: shape.data.fieldErrors } : {}),
              });
            }
          },
        });
      }
    },
    { prefix: API_BASE_PATH },
  );
  await registerApiReference(server);
}
