import { isDatabaseUnavailable } from "@stockroom/db";
import type { TRPCError } from "@trpc/server";
import { DomainError, isStorageFull, pgErrorCode } from "../errors";

/**
 * THE ERROR MAP: what a failure answers, over tRPC (trpc.ts's error formatter and its
 * DomainError middleware) and over the Fastify routes (http/error-handling.ts, uploads).
 * A failure either has an answer here, with a status and a text written for the user, or
 * it is internal: then the client reads UNEXPECTED_ERROR and the details go to the log only.
 */

/** Spec 01 §8. */
export const UNEXPECTED_ERROR = "An unexpected error occurred.";
export const INVALID_VALUE = "A value is out of range or not valid text. Please check what you entered.";
/** While PostgreSQL is away (crash, restart): a 503 the client may retry. */
export const DATABASE_UNAVAILABLE = "The database is not available right now. Please try again in a moment.";
/** A write that found the disk (the server's or PostgreSQL's) full: 507, as uploads answer. */
export const STORAGE_FULL = "The server has no space left to save this. Please tell your administrator.";

type TrpcCode = TRPCError["code"];

/** Each DomainError code: its HTTP status and its tRPC code. The message is the error's own (the spec's text). */
export const DOMAIN_ERROR_STATUS = {
  BAD_REQUEST: { status: 400, trpc: "BAD_REQUEST" },
  UNAUTHORIZED: { status: 401, trpc: "UNAUTHORIZED" },
  FORBIDDEN: { status: 403, trpc: "FORBIDDEN" },
  NOT_FOUND: { status: 404, trpc: "NOT_FOUND" },
  CONFLICT: { status: 409, trpc: "CONFLICT" },
  TOO_MANY_REQUESTS: { status: 429, trpc: "TOO_MANY_REQUESTS" },
} as const satisfies Record<DomainError["code"], { status: number; trpc: TrpcCode }>;

/** SQLSTATEs of PostgreSQL refusing a value as text: the client's input, answered 400. */
const INPUT_DATA_ERRORS = new Set(["22001", "22021", "22P02", "22P05", "22007", "22008"]);

export interface ErrorAnswer {
  status: number;
  trpc: TrpcCode;
  message: string;
  /** Seconds the client should wait before trying again (the Retry-After header). */
  retryAfter?: number;
  /** How the server logs it: nothing (the client's failure), a warning (an outage, one line) or an error. */
  log: null | { level: "warn" | "error"; line: string };
}

/**
 * The `Retry-After` of a tRPC answer (server.ts `responseMeta`): the longest wait any of its
 * calls' failures asks for (a limiter's DomainError, the database away), or undefined.
 */
export function retryAfterOf(errors: readonly { cause?: unknown }[]): number | undefined {
  const waits = errors.map((e) => answerFor(e.cause)?.retryAfter).filter((w): w is number => w !== undefined);
  return waits.length > 0 ? Math.max(...waits) : undefined;
}

/**
 * The answer to a failure that has one, or null (internal: answer UNEXPECTED_ERROR, log it).
 * Walks the causes, as tRPC and drizzle wrap what was thrown.
 */
export function answerFor(err: unknown): ErrorAnswer | null {
  if (err instanceof DomainError) {
    const { status, trpc } = DOMAIN_ERROR_STATUS[err.code];
    return {
      status,
      trpc,
      message: err.message,
      ...(err.retryAfter !== undefined ? { retryAfter: err.retryAfter } : {}),
      log: null,
    };
  }
  if (isDatabaseUnavailable(err)) {
    return {
      status: 503,
      trpc: "SERVICE_UNAVAILABLE",
      message: DATABASE_UNAVAILABLE,
      retryAfter: 5,
      log: { level: "warn", line: "database unavailable" },
    };
  }
  if (isStorageFull(err)) {
    return {
      status: 507,
      trpc: "SERVICE_UNAVAILABLE",
      message: STORAGE_FULL,
      log: { level: "error", line: "no space left" },
    };
  }
  // A value PostgreSQL refused as text (bad encoding, too long, not a number/date) is the
  // client's input. Out-of-range numbers (22003) are not listed: the server's own state
  // (a sequence) can overflow too, and input numbers are bounded in core's schemas.
  if (INPUT_DATA_ERRORS.has(pgErrorCode(err) ?? "")) {
    return { status: 400, trpc: "BAD_REQUEST", message: INVALID_VALUE, log: null };
  }
  return null;
}
