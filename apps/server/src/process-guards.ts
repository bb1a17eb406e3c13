import { isDatabaseUnavailable, isKnownDriverSocketError } from "@stockroom/db";
import { loggableError } from "./logging";

/**
 * Process-level safety nets for the production entry point (main.ts), in the bundle
 * `npm start` runs as much as from the sources (nothing here looks at file paths):
 * - a lost database connection that escapes as an uncaught exception (the postgres
 *   driver's stray TypeError, see `isKnownDriverSocketError`, or an error whose code says
 *   the connection was lost or refused, see `isDatabaseUnavailable`) is logged and the
 *   server keeps running: the query it belonged to has already failed and the pool
 *   reconnects on the next query;
 * - any other uncaught exception is logged and ends the process (state unknown);
 * - an unhandled rejection is logged, never fatal (a fire-and-forget promise);
 * - errors of stdout/stderr (a closed pipe) are ignored, so logging never kills the server.
 */
export function installProcessGuards(log: (level: "warn" | "error", message: string, detail?: unknown) => void) {
  process.stdout.on("error", () => {});
  process.stderr.on("error", () => {});
  process.on("uncaughtException", (err) => {
    if (isKnownDriverSocketError(err) || isDatabaseUnavailable(err)) {
      log("warn", "database connection lost; the pool reconnects on the next query", loggableError(err));
      return;
    }
    log("error", "uncaught exception; stopping", loggableError(err));
    process.exit(1);
  });
  process.on("unhandledRejection", (reason) => {
    log("error", "unhandled promise rejection", loggableError(reason));
  });
}
