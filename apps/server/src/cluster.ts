import cluster, { type Worker } from "node:cluster";

/**
 * Several server processes on one machine (WEB_CONCURRENCY, docs/scale-out.md): the
 * primary starts the database (the embedded PostgreSQL's supervisor and the migrations)
 * and forks the workers, which share the listening port (node:cluster hands connections
 * round robin). Everything a request depends on already lives in PostgreSQL, so a request
 * may land on any worker. Only the first worker runs the background jobs and creates the
 * first operator (both also safe on several processes; one is enough).
 */

/** Messages a worker sends the primary. */
export type WorkerMessage =
  | {
      type: "stockroom:ready";
      address: string;
      origin: string;
      first?: { email: string; generatedPassword: string | undefined } | undefined;
    }
  | { type: "stockroom:failed"; message: string };

/** What the primary tells a worker through its environment. */
export const WORKER_ENV = {
  databaseUrl: "STOCKROOM_WORKER_DATABASE_URL",
  slot: "STOCKROOM_WORKER_SLOT",
} as const;

/** A worker that dies this many times within a minute is not started again: the primary stops. */
const MAX_CRASHES_PER_MINUTE = 5;
/** How long the workers get to finish their requests and close their pools on SIGTERM. */
const STOP_TIMEOUT_MS = 15_000;

export interface PrimaryOptions {
  /** The file the workers run: the primary's own entry (dist/main.js, or src/main.ts under tsx). */
  entry: string;
  workers: number;
  databaseUrl: string;
  /** Run the background jobs in the first worker (STOCKROOM_JOBS). */
  backgroundJobs: boolean;
  log(line: string): void;
  /** Called once, when every worker listens (with the first operator, if worker 0 created one). */
  onReady(ready: Extract<WorkerMessage, { type: "stockroom:ready" }>): void;
  /** Stops the database after the workers are gone. */
  stopDatabase(): Promise<void>;
}

/** Runs in the primary: forks the workers, restarts a crashed one, stops them all on SIGTERM/SIGINT. */
export function runPrimary(opts: PrimaryOptions): void {
  // Without `exec`, the workers would run process.argv[1]: scripts/start.mjs under `npm start`.
  cluster.setupPrimary({ exec: opts.entry });
  const slots = new Map<Worker, number>();
  const crashes: number[] = [];
  const ready: Array<Extract<WorkerMessage, { type: "stockroom:ready" }>> = [];
  let started = false;
  let stopping = false;

  const fork = (slot: number) => {
    const worker = cluster.fork({
      [WORKER_ENV.databaseUrl]: opts.databaseUrl,
      [WORKER_ENV.slot]: String(slot),
      STOCKROOM_JOBS: slot === 0 && opts.backgroundJobs ? "1" : "0",
    });
    slots.set(worker, slot);
    worker.on("message", (message: WorkerMessage) => {
      if (message?.type === "stockroom:failed") {
        // The worker printed why; it exits right after.
        if (!started) void stop("A server process could not start", 1);
      } else if (message?.type === "stockroom:ready" && !started) {
        ready.push(message);
        if (ready.length === opts.workers) {
          started = true;
          const first = ready.find((r) => r.first)?.first;
          opts.onReady({ ...(ready[0] as (typeof ready)[number]), first });
        }
      }
    });
  };

  cluster.on("exit", (worker, code, signal) => {
    const slot = slots.get(worker) ?? 0;
    slots.delete(worker);
    if (stopping) return;
    const how = signal ?? `exit code ${code}`;
    const now = Date.now();
    crashes.push(now);
    while ((crashes[0] ?? now) < now - 60_000) crashes.shift();
    if (!started) {
      void stop(`A server process stopped while starting (${how})`, 1);
    } else if (crashes.length >= MAX_CRASHES_PER_MINUTE) {
      void stop(`Server processes stopped ${crashes.length} times within a minute (last: ${how})`, 1);
    } else {
      opts.log(`A server process stopped (${how}); starting another.`);
      fork(slot);
    }
  });

  const stop = async (why: string, exitCode: number) => {
    if (stopping) return;
    stopping = true;
    opts.log(`${why}, stopping…`);
    await Promise.all(
      [...slots.keys()].map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            const timer = setTimeout(() => worker.process.kill("SIGKILL"), STOP_TIMEOUT_MS);
            worker.once("exit", () => {
              clearTimeout(timer);
              resolve();
            });
            worker.process.kill("SIGTERM");
          }),
      ),
    );
    await opts.stopDatabase().catch(() => {});
    process.exit(exitCode);
  };
  process.on("SIGINT", () => void stop("SIGINT received", 0));
  process.on("SIGTERM", () => void stop("SIGTERM received", 0));

  for (let slot = 0; slot < opts.workers; slot++) fork(slot);
}

/** In a worker: tells the primary. */
export function tellPrimary(message: WorkerMessage): void {
  process.send?.(message);
}
