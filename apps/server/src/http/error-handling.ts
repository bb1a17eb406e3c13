import { TRPC_ERROR_CODES_BY_KEY } from "@trpc/server/rpc";
import type { FastifyError, FastifyInstance } from "fastify";
import { loggableError } from "../logging";
import { answerFor, UNEXPECTED_ERROR } from "./error-map";

/** The largest tRPC answer sent (a batch included); larger ones are refused with 413. */
export const MAX_RESPONSE_BYTES = 8 * 1024 * 1024;
/** The most calls one tRPC batch may carry (the web client splits its batches at this size). */
export const MAX_BATCH_SIZE = 20;
export const RESPONSE_TOO_LARGE = "The answer is too large. Ask for fewer items at a time.";

/**
 * Every non-tRPC route (uploads, files, health, the web app) answers failures the way
 * tRPC does, from the one error map (http/error-map.ts): a DomainError its status and text,
 * the database being away a 503 with a plain sentence, a full disk a 507; a client error keeps
 * its status and Fastify's short message, and anything else is a 500 reading
 * 'An unexpected error occurred.' while the details (scrubbed of parameters) go to the log.
 */
export function registerErrorHandling(server: FastifyInstance, maxResponseBytes = MAX_RESPONSE_BYTES) {
  server.setErrorHandler((err: FastifyError, req, reply) => {
    reply.header("cache-control", "no-store");
    // The same answers as tRPC's (http/error-map.ts): an outage is one warning line, a full disk an error.
    const answer = answerFor(err);
    if (answer) {
      if (answer.log)
        req.log[answer.log.level]({ err: loggableError(err), url: req.routeOptions.url }, answer.log.line);
      if (answer.retryAfter !== undefined) reply.header("retry-after", String(answer.retryAfter));
      return reply.code(answer.status).send({ error: answer.message });
    }
    const status = typeof err.statusCode === "number" ? err.statusCode : 500;
    if (status >= 400 && status < 500) return reply.code(status).send({ error: err.message });
    req.log.error({ err: loggableError(err), url: req.routeOptions.url }, "request failed");
    return reply.code(500).send({ error: UNEXPECTED_ERROR });
  });

  // tRPC answers with a web Response; it is read here so that its size can be checked.
  server.addHook("onSend", async (req, reply, payload) => {
    if (!(payload instanceof Response) || !req.url.startsWith("/trpc/")) return payload;
    const body = await payload.text();
    reply.code(payload.status);
    for (const [name, value] of payload.headers) reply.header(name, value);
    if (Buffer.byteLength(body) <= maxResponseBytes) return body;
    req.log.warn({ url: req.url.split("?")[0], bytes: Buffer.byteLength(body) }, "tRPC answer over the size cap");
    const error = {
      error: {
        json: {
          message: RESPONSE_TOO_LARGE,
          code: TRPC_ERROR_CODES_BY_KEY.PAYLOAD_TOO_LARGE,
          data: { code: "PAYLOAD_TOO_LARGE", httpStatus: 413 },
        },
      },
    };
    const batch = new URL(req.url, "http://x").searchParams.has("batch");
    const calls = batch ? (req.url.split("?")[0] ?? "").slice("/trpc/".length).split(",").length : 1;
    reply.code(413).header("content-type", "application/json");
    reply.removeHeader("content-length");
    return JSON.stringify(batch ? Array.from({ length: calls }, () => error) : error);
  });
}
