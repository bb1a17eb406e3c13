/**
 * What a service throws when an action cannot happen. The message is the spec's text,
 * shown to the user as is; the code says which kind of failure it is. Services never
 * import tRPC: the one error map (http/error-map.ts) gives each code its status.
 */
export type DomainErrorCode =
  | "NOT_FOUND"
  | "FORBIDDEN"
  | "CONFLICT"
  | "BAD_REQUEST"
  | "UNAUTHORIZED"
  | "TOO_MANY_REQUESTS";

export class DomainError extends Error {
  override name = "DomainError";
  /** Seconds the client should wait (a limiter's answer): sent as `Retry-After` (http/error-map.ts). */
  readonly retryAfter: number | undefined;
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    options: { retryAfter?: number } = {},
  ) {
    super(message);
    this.retryAfter = options.retryAfter;
  }
}

/** PostgreSQL error codes we translate (unique and foreign-key violations). */
export function pgErrorCode(err: unknown): string | undefined {
  let e: unknown = err;
  for (let i = 0; i < 3 && e && typeof e === "object"; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The constraint a PostgreSQL error names, for mapping violations to the spec's messages. */
export function pgConstraint(err: unknown): string | undefined {
  let e: unknown = err;
  for (let i = 0; i < 3 && e && typeof e === "object"; i++) {
    const c =
      (e as { constraint_name?: unknown; constraint?: unknown }).constraint_name ??
      (e as { constraint?: unknown }).constraint;
    if (typeof c === "string") return c;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * True when a write failed for lack of space: the file system's ENOSPC or EDQUOT, or
 * PostgreSQL's disk_full (SQLSTATE 53100, its own disk or its WAL's). Walks the causes, as
 * drizzle and tRPC wrap the driver's error.
 */
export function isStorageFull(err: unknown): boolean {
  let e: unknown = err;
  for (let i = 0; i < 5 && e && typeof e === "object"; i++) {
    const code = (e as { code?: unknown }).code;
    if (code === "ENOSPC" || code === "EDQUOT" || code === "53100") return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
