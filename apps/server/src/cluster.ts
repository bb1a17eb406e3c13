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

/**
 * A worker that stops is started again in its slot after a delay that doubles with each
 * stop in a row, from RESTART_FIRST_DELAY_MS up to RESTART_MAX_DELAY_MS, for as long as it
 * takes: while the database is down a new worker cannot start, and the primary waits for
 * it to come back rather than giving up (issue 21 §9). A worker that ran RESTART_RESET_MS
 * before it stopped starts its slot's delays afresh.
 */
export const RESTART_FIRST_DELAY_MS = 500;
export const RESTART_MAX_DELAY_MS = 30_000;
const RESTART_RESET_MS = 60_000;

/** The delay before the `stops`-th restart in a row of a slot (1, 2, …). */
export function restartDelay(stops: number): number {
  return Math.min(RESTART_MAX_DELAY_MS, RESTART_FIRST_DELAY_MS * 2 ** Math.min(Math.max(stops, 1) - 1, 16));
}
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
  // Each worker accepts its connections from the shared socket itself (SCHED_NONE), so a
  // connection is only ever held by the worker serving it: when that worker dies the
  // client's connection is reset at once. With round robin the primary accepts and hands
  // each connection over; one handed to a worker that died before acknowledging it stayed
  // open in the primary, and its client waited for its own timeout (300 s; issue 21 §9).
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  // Without `exec`, the workers would run process.argv[1]: scripts/start.mjs under `npm start`.
  cluster.setupPrimary({ exec: opts.entry });
  const slots = new Map<Worker, number>();
  /** Per slot: when its current worker was forked, and how many times in a row it stopped. */
  const forkedAt = new Map<number, number>();
  const stopsInARow = new Map<number, number>();
  const restarts = new Set<NodeJS.Timeout>();
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
    forkedAt.set(slot, Date.now());
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
    // Before the first start completes, a worker that stops is a configuration the
    // operator must fix: say so and stop. Afterwards the primary never gives up.
    if (!started) {
      void stop(`A server process stopped while starting (${how})`, 1);
      return;
    }
    const ran = Date.now() - (forkedAt.get(slot) ?? 0);
    const stops = ran >= RESTART_RESET_MS ? 1 : (stopsInARow.get(slot) ?? 0) + 1;
    stopsInARow.set(slot, stops);
    const delay = restartDelay(stops);
    opts.log(`A server process stopped (${how}); starting another in ${delay / 1000} s.`);
    const timer = setTimeout(() => {
      restarts.delete(timer);
      if (!stopping) fork(slot);
    }, delay);
    restarts.add(timer);
  });

  const stop = async (why: string, exitCode: number) => {
    if (stopping) return;
    stopping = true;
    for (const timer of restarts) clearTimeout(timer);
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
