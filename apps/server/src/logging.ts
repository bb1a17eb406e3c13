/**
 * What the logs never hold: cookies and session ids, passwords and their hashes, reset
 * and invitation tokens, e-mail addresses. Paths in pino's redact syntax.
 */
export const REDACTED_PATHS = [
  "req.headers.cookie",
  "req.headers.authorization",
  'res.headers["set-cookie"]',
  "*.cookie",
  "*.sessionId",
  "*.session_id",
  "*.password",
  "*.currentPassword",
  "*.passwordHash",
  "*.password_hash",
  "*.token",
  "*.tokenHash",
  "*.email",
  "*.params",
  "*.parameters",
  "err.query",
  "err.params",
];

/** Driver and drizzle errors carry the SQL parameters (a session id, an e-mail) in their message. */
export function scrubMessage(message: string): string {
  return message
    .replace(/\nparams: [\s\S]*$/, "\nparams: [redacted]")
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, "[e-mail]");
}

/** An error as it may be logged: type, code, scrubbed message and stack, no parameters. */
export function loggableError(err: unknown): Record<string, unknown> {
  if (!isErrorLike(err)) return { message: scrubMessage(String(err)) };
  const out: Record<string, unknown> = {
    type: typeof err.name === "string" ? err.name : "Error",
    message: scrubMessage(err.message),
    stack: typeof err.stack === "string" ? scrubMessage(err.stack) : undefined,
  };
  const code = err.code;
  if (typeof code === "string" || typeof code === "number") out.code = code;
  if (err.cause) out.cause = loggableError(err.cause);
  return out;
}

/**
 * An Error, or a plain object shaped like one: pg-boss's workers emit `{ ...error, message,
 * stack, queue, worker }`, which is no Error and would log as "[object Object]". Only the
 * named fields are read, never the rest of the copy (it may hold the driver's client).
 */
function isErrorLike(
  err: unknown,
): err is { name?: unknown; message: string; stack?: unknown; code?: unknown; cause?: unknown } {
  return (
    err instanceof Error ||
    (typeof err === "object" && err !== null && typeof (err as { message?: unknown }).message === "string")
  );
}

export interface LogDestination {
  write(line: string): unknown;
  on?: (event: "error", listener: (err: unknown) => void) => unknown;
}

/**
 * The stream the logger writes to, made harmless: a write that throws (a closed pipe, a
 * full disk under a redirected stdout) or an 'error' event is dropped, never thrown into a
 * request or left unhandled to end the process. Losing a log line beats losing the server.
 */
export function neverFailingStream(destination: LogDestination = process.stdout): { write(line: string): void } {
  destination.on?.("error", () => {});
  return {
    write(line: string) {
      try {
        destination.write(line);
      } catch {
        // dropped: see above
      }
    },
  };
}
