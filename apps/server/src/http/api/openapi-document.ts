import {
  API_RATE_LIMITED,
  API_TOKEN_INVALID,
  API_TOKEN_RATE_LIMIT,
  API_TOKEN_SCOPES,
  IMPORT_MAX_BYTES,
  IMPORT_TOO_LARGE_MESSAGE,
} from "@stockroom/core";
import type { AnyTRPCProcedure } from "@trpc/server";
import type { generateOpenApiDocument, OpenApiRouter } from "trpc-to-openapi";
import { z } from "zod";
import { appRouter } from "../../router";
import { API_ROUTES, type ApiRoute } from "./api-routes";
import { IMPORT_UPLOAD_PATH, UploadedImportFile } from "./import-upload";

export const API_BASE_PATH = "/api/v1";

/** The keys a paged procedure takes that the API replaces with `cursor` and `limit` (the cursor carries `after`). */
const PAGE_KEYS = { page: true, pageSize: true, after: true } as const;

/** The query a cursor-paged route takes besides the procedure's filters. */
export const cursorInput = z.object({
  cursor: z.string().max(2000).optional().meta({ description: "The `nextCursor` of the previous page" }),
  limit: z.number().int().min(1).max(100).optional().meta({ description: "Items per page (1–100)" }),
});

type ProcedureDef = AnyTRPCProcedure["_def"] & { inputs: z.ZodType[]; output?: z.ZodType };

/** The procedure of a dotted path in the app router. */
export function procedureAt(path: string): AnyTRPCProcedure {
  const procedure = (appRouter._def.procedures as unknown as Record<string, AnyTRPCProcedure>)[path];
  if (!procedure) throw new Error(`API route table names a missing procedure: ${path}`);
  return procedure;
}

/** The input schema the API documents (and the REST handler reads) for a route. */
export function apiInputSchema(path: string, route: ApiRoute): z.ZodType | undefined {
  const def = procedureAt(path)._def as ProcedureDef;
  const input = def.inputs[0];
  if (!input || !route.paged) return input;
  if (!(input instanceof z.ZodObject)) throw new Error(`A paged API route needs an object input: ${path}`);
  return input.omit(PAGE_KEYS).extend(cursorInput.shape);
}

const ERROR_CODES = [
  "BAD_REQUEST",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "TOO_MANY_REQUESTS",
  "INTERNAL_SERVER_ERROR",
  "SERVICE_UNAVAILABLE",
] as const;

/** Every error the API answers has this body (rest-handler.ts `errorBody`). */
const errorSchema = {
  type: "object",
  required: ["code", "message"],
  properties: {
    code: { type: "string", enum: [...ERROR_CODES] },
    message: { type: "string", description: "What went wrong, written for a person (the app's own text)." },
    fieldErrors: {
      type: "object",
      description: "For BAD_REQUEST from validation: the messages of each input field.",
      additionalProperties: { type: "array", items: { type: "string" } },
    },
  },
  additionalProperties: false,
} as const;

const errorResponse = (description: string, headers?: Record<string, unknown>) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

const retryAfter = {
  "Retry-After": { description: "Seconds to wait before trying again.", schema: { type: "integer", minimum: 1 } },
};

const ERROR_RESPONSES = {
  BadRequest: errorResponse("The input is not valid; `message` quotes the first problem, `fieldErrors` all of them."),
  Unauthorized: errorResponse(`No token, or a revoked, expired or unknown one: "${API_TOKEN_INVALID}"`),
  Forbidden: errorResponse("The token lacks the scope (or its role lacks the permission) this route needs."),
  NotFound: errorResponse("Nothing of this id in the token's organization."),
  Conflict: errorResponse("The change conflicts with what is stored (a name in use, a stale state)."),
  PayloadTooLarge: errorResponse(
    `The body is over its limit: 2 MB for JSON, the import's own limit for an uploaded file ("${IMPORT_TOO_LARGE_MESSAGE}").`,
  ),
  UnsupportedMediaType: errorResponse(
    "The body's Content-Type is not one the route reads (JSON; a file for the upload).",
  ),
  TooManyRequests: errorResponse(
    `Over the token's rate limit (${API_TOKEN_RATE_LIMIT.max} requests a minute): "${API_RATE_LIMITED}"`,
    retryAfter,
  ),
  InternalError: errorResponse("An unexpected error; the details are in the server's log only."),
  Unavailable: errorResponse("The database is not available right now.", retryAfter),
} as const;

const ERROR_STATUS_REFS: Record<string, keyof typeof ERROR_RESPONSES> = {
  "400": "BadRequest",
  "401": "Unauthorized",
  "403": "Forbidden",
  "404": "NotFound",
  "409": "Conflict",
  "413": "PayloadTooLarge",
  "415": "UnsupportedMediaType",
  "429": "TooManyRequests",
  "500": "InternalError",
  "503": "Unavailable",
};

const binary = { type: "string", contentMediaType: "application/octet-stream" } as const;

/** The upload of a file to import (import-upload.ts): not a procedure, so described here. */
function importUploadPath() {
  const refs = Object.fromEntries(
    ["400", "401", "403", "413", "415", "429", "500", "503"].map((status) => [
      status,
      { $ref: `#/components/responses/${ERROR_STATUS_REFS[status]}` },
    ]),
  );
  return {
    post: {
      operationId: "imports-upload",
      summary: "Upload a spreadsheet (CSV or Excel) to import",
      description: [
        "Scope: `assets:write`. Send the file as multipart/form-data (one field `file`) or as the request",
        "body with its type (`text/csv`, an Excel type, or `application/octet-stream`) and its name in",
        `\`?filename=\`. The import's own limits apply (under ${IMPORT_MAX_BYTES / 1024 / 1024} MB; .csv, .tsv, .txt, .xlsx, .xls).`,
        "Pass the answer's `file` to the import routes.",
      ].join(" "),
      tags: ["Imports"],
      security: [{ bearerAuth: [] }],
      parameters: [
        {
          name: "filename",
          in: "query",
          required: false,
          description: "The file's name, for a raw body (its extension says its type).",
          schema: { type: "string", maxLength: 255 },
        },
      ],
      requestBody: {
        required: true,
        content: {
          "multipart/form-data": {
            schema: { type: "object", required: ["file"], properties: { file: binary }, additionalProperties: false },
          },
          "text/csv": { schema: binary },
          "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": { schema: binary },
          "application/octet-stream": { schema: binary },
        },
      },
      responses: {
        "201": {
          description: "The stored file.",
          content: { "application/json": { schema: { $ref: "#/components/schemas/UploadedImportFile" } } },
        },
        ...refs,
      },
    },
  };
}

/** A zod schema as the document's JSON Schema (2020-12, OpenAPI 3.1's dialect), without `$schema`. */
function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: "output" });
  return json;
}

type Operation = { operationId?: string; responses: Record<string, unknown> };

type OpenApiDocument = ReturnType<typeof generateOpenApiDocument>;
let cached: Promise<OpenApiDocument> | undefined;

/**
 * The OpenAPI 3.1 document of the REST API, generated by trpc-to-openapi from the app
 * router's procedures (their input schemas) and the route table (method, path, answer).
 * The procedures are handed to the generator as copies carrying the table's `openapi`
 * meta, so the routers themselves need no REST annotations (docs/decisions.md).
 * Made once, on first request: trpc-to-openapi (and the adapters its index loads: h3,
 * co-body, …) is evaluated only then, so a (restarting) server starts as fast as before.
 * It stays inside the server bundle: zod-openapi must see the same zod (and its registry of
 * `.meta()`) as the schemas it describes.
 */
export function openApiDocument(): Promise<OpenApiDocument> {
  cached ??= buildDocument().catch((err: unknown) => {
    cached = undefined;
    throw err;
  });
  return cached;
}

async function buildDocument(): Promise<OpenApiDocument> {
  const { generateOpenApiDocument } = await import("trpc-to-openapi");
  const procedures: Record<string, unknown> = {};
  for (const [path, route] of Object.entries(API_ROUTES) as [string, ApiRoute][]) {
    const def = procedureAt(path)._def as ProcedureDef;
    const input = apiInputSchema(path, route);
    procedures[path] = {
      _def: {
        ...def,
        inputs: input ? [input] : [],
        output: route.output,
        meta: {
          openapi: {
            method: route.method,
            path: route.path,
            summary: route.summary,
            tags: [route.tag],
            operationId: path.replace(/\./g, "-"),
            description: `Scope: \`${route.scope}\`.`,
          },
        },
      },
    };
  }
  const router = { _def: { procedures } } as unknown as OpenApiRouter;
  const doc = generateOpenApiDocument(router, {
    title: "Stockroom API",
    version: "1.0.0",
    baseUrl: API_BASE_PATH,
    description: [
      "The REST API of one Stockroom organization. Every call carries an API token created under",
      "Organization settings › API: `Authorization: Bearer <token>`. A token reaches only its own",
      `organization and only the routes of its scopes (${API_TOKEN_SCOPES.map((s) => `\`${s}\``).join(", ")}).`,
      `Each token may make ${API_TOKEN_RATE_LIMIT.max} requests a minute; past that the answer is 429 with Retry-After.`,
      "Lists page with cursors: pass the answer's `nextCursor` as `cursor` until it is null.",
    ].join(" "),
    securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", description: "An API token (srk_…)" } },
  });
  doc.components = {
    ...doc.components,
    schemas: {
      ...doc.components?.schemas,
      Error: errorSchema as never,
      UploadedImportFile: jsonSchemaOf(UploadedImportFile) as never,
    },
    responses: { ...doc.components?.responses, ...(ERROR_RESPONSES as unknown as Record<string, never>) },
  };
  doc.paths = { ...doc.paths, [IMPORT_UPLOAD_PATH]: importUploadPath() as never };
  for (const [path, route] of Object.entries(API_ROUTES) as [string, ApiRoute][]) {
    const openApiPath = route.path;
    const item = doc.paths?.[openApiPath] as Record<string, Operation> | undefined;
    const operation = item?.[route.method.toLowerCase()];
    if (!operation) throw new Error(`No operation generated for ${path}`);
    const success = operation.responses["200"];
    const responses: Record<string, unknown> = { [route.created ? "201" : "200"]: success };
    for (const [status, ref] of Object.entries(ERROR_STATUS_REFS)) {
      responses[status] = { $ref: `#/components/responses/${ref}` };
    }
    operation.responses = responses;
  }
  return doc;
}
