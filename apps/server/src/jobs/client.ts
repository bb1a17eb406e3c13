import { createHash } from "node:crypto";
import type { Database } from "@stockroom/db";
import { sql } from "drizzle-orm";
import type PgBoss from "pg-boss";
import type { z } from "zod";

/**
 * THE JOB CLIENT: the pg-boss plumbing every background job shares (documenso's
 * `packages/lib/jobs/client.ts` shape). A job is a definition (jobs/definitions/<name>.ts:
 * name, payload schema, schedule or trigger, retry policy, handler calling a service); the
 * client starts pg-boss, creates the definitions' queues and schedules, runs their workers,
 * and queues jobs with deterministic ids. Definitions never touch pg-boss.
 */

export interface JobLog {
  info(message: string): void;
  /** `err` is the error itself: the caller logs it through loggableError, never the pg-boss client. */
  error(message: string, err?: unknown): void;
}

/** What a handler gets besides its payload. */
export interface JobIO {
  db: Database;
  log: JobLog;
  /**
   * The server secret (STOCKROOM_SECRET or the data folder's), for jobs that open what is sealed
   * with it (webhook signing secrets); absent on a job runner started without a server.
   */
  serverSecret?: () => string;
  /** Queues another definition's job (a catch-up queuing the months it found). */
  trigger<P>(definition: JobDefinition<P>, payload: P): Promise<TriggerResult>;
}

export interface RetryPolicy {
  /** Retries after the first run fails (0: none). */
  limit: number;
  delaySeconds: number;
  /** Doubles the delay at each retry. */
  backoff: boolean;
}

export interface JobDefinition<P = unknown> {
  /** The queue name: stable, it is stored in pgboss.job. */
  id: string;
  /** What the job does, for logs. */
  name: string;
  schema: z.ZodType<P>;
  /** A cron line (UTC): the job runs on this schedule with `{}` as payload. Else: triggered. */
  cron?: string;
  retry: RetryPolicy;
  /**
   * The job's identity: the same key queues the same job id from every process (one job
   * however many servers trigger it). Without it, every trigger is a new job.
   */
  key?: (payload: P) => string;
  /**
   * A PostgreSQL NOTIFY channel: the handler (payload `{}`) also runs in this process within
   * moments of every notification on it, besides its cron sweep. Runs never overlap in one
   * process; notifications during a run make one more run after it. The handler must be
   * safe with several processes running it at once (claim rows `for update skip locked`).
   */
  listen?: string;
  /** Runs once right after the client starts (and awaited by start): a catch-up. */
  runAtStart?: boolean;
  /**
   * A job this process triggers is fetched by this process's worker at once, not at the
   * worker's next poll (pg-boss polls every 2 s): for a job a user waits on.
   */
  pickUpAtOnce?: boolean;
  handler(payload: P, io: JobIO): Promise<void>;
}

/** A definition of any payload type, as the registry holds them (each handler parses its own payload). */
// biome-ignore lint/suspicious/noExplicitAny: the registry holds definitions of every payload type
export type AnyJobDefinition = JobDefinition<any>;

/** Types a definition (documenso's `defineJob`): one file per job under jobs/definitions/. */
export const defineJob = <P>(definition: JobDefinition<P>): JobDefinition<P> => definition;

/**
 * The same job id for the same key from every process (a name-based, version 5 style uuid),
 * so a job is queued once however many servers trigger it at the same moment: pg-boss
 * inserts jobs with `on conflict do nothing`.
 */
export function jobId(key: string): string {
  const hex = createHash("sha1").update(`stockroom.${key}`).digest("hex");
  const variant = ((Number.parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

/** The id a keyed definition's payload is queued under. */
export function definitionJobId<P>(definition: JobDefinition<P>, payload: P): string | undefined {
  return definition.key ? jobId(definition.key(payload)) : undefined;
}

/** queued: a new job; waiting: the same job (its id) was already waiting or running. */
export type TriggerResult = "queued" | "waiting";

/** pg-boss states after which a job never runs again (until it is archived, 12 h later, or deleted). */
const FINISHED_STATES = new Set(["completed", "cancelled", "failed"]);

function sendOptions(retry: RetryPolicy): PgBoss.SendOptions {
  return { retryLimit: retry.limit, retryDelay: retry.delaySeconds, retryBackoff: retry.backoff };
}

export interface JobClientOptions {
  databaseUrl: string;
  db: Database;
  log: JobLog;
  serverSecret?: () => string;
}

export class JobClient {
  readonly boss: PgBoss;
  private readonly io: JobIO;

  /**
   * A client on its own `pgboss` schema, on the app's connection string; its connections are
   * named so an operator (and a test) can tell them apart. pg-boss and its driver are loaded
   * here, after the server listens, not at start-up, which they would slow down.
   */
  static async create(definitions: readonly AnyJobDefinition[], options: JobClientOptions): Promise<JobClient> {
    const { default: PgBossRunner } = await import("pg-boss");
    const boss = new PgBossRunner({
      connectionString: options.databaseUrl,
      max: 4,
      application_name: "stockroom-jobs",
    });
    return new JobClient(definitions, options, boss);
  }

  private constructor(
    private readonly definitions: readonly AnyJobDefinition[],
    private readonly options: JobClientOptions,
    boss: PgBoss,
  ) {
    this.boss = boss;
    // The error carries pg-boss's PostgreSQL client (connection settings, the backend's
    // secretKey, every queued query): only the error is handed on, never the client.
    this.boss.on("error", (err) => options.log.error("background job runner error", err));
    this.io = {
      db: options.db,
      log: options.log,
      serverSecret: options.serverSecret,
      trigger: (definition, payload) => this.trigger(definition, payload),
    };
  }

  /** Starts pg-boss, creates every queue and schedule, starts every worker, then the start-up runs. */
  async start(): Promise<void> {
    await this.boss.start();
    // pg-boss 10 creates a queue's partition table in createQueue; two processes doing it at
    // once deadlock, so the setup holds an advisory lock (a transaction on our own pool).
    await this.options.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('stockroom.jobs.setup'))`);
      for (const definition of this.definitions) {
        if (!(await this.boss.getQueue(definition.id))) await this.boss.createQueue(definition.id);
        // One schedule row per queue, shared by every process: each tick queues one job.
        if (definition.cron) {
          await this.boss.schedule(definition.id, definition.cron, {}, { tz: "UTC", ...sendOptions(definition.retry) });
        }
      }
    });
    for (const definition of this.definitions) {
      const workerId = await this.boss.work<unknown>(definition.id, async (jobs) => {
        for (const job of jobs) await definition.handler(definition.schema.parse(job.data), this.io);
      });
      this.workerIds.set(definition.id, workerId);
    }
    for (const definition of this.definitions) {
      if (definition.runAtStart) await definition.handler(definition.schema.parse({}), this.io);
    }
    await this.listenForNotifications();
  }

  /** Each definition's worker in this process (by queue name), for `pickUpAtOnce`. */
  private readonly workerIds = new Map<string, string>();

  /** The dedicated connection LISTENing for the definitions' channels (postgres.js reconnects it). */
  private listener: { end(options?: { timeout?: number }): Promise<void> } | undefined;

  private async listenForNotifications(): Promise<void> {
    const listening = this.definitions.filter((d) => d.listen);
    if (listening.length === 0) return;
    const { default: postgres } = await import("postgres");
    const listener = postgres(this.options.databaseUrl, {
      max: 1,
      onnotice: () => {},
      connect_timeout: 5,
      connection: { application_name: "stockroom-listen" },
    });
    this.listener = listener;
    for (const definition of listening) {
      const run = coalescedRunner(
        () => definition.handler(definition.schema.parse({}), this.io),
        (err) => this.options.log.error(`${definition.name} failed`, err),
      );
      // Without the connection (the database is away) the cron sweep still runs the handler.
      await listener.listen(definition.listen as string, run).catch((err: unknown) => {
        this.options.log.error(`listening for ${definition.name} failed`, err);
      });
    }
  }

  /**
   * Queues a job of a definition. A keyed job has one id: if that job is still waiting
   * (created, retrying, active) nothing is queued; if it finished (failed its retries, or
   * completed while what it wrote was removed) it is deleted and queued again, since a
   * finished job with the id would otherwise keep the key from ever being queued anew.
   * Two processes doing this at once still leave one job.
   */
  async trigger<P>(definition: JobDefinition<P>, payload: P): Promise<TriggerResult> {
    const id = definitionJobId(definition, payload);
    if (id) {
      const job = await this.boss.getJobById(definition.id, id);
      if (job && !FINISHED_STATES.has(job.state)) return "waiting";
      if (job) await this.boss.deleteJob(definition.id, id);
    }
    const sent = await this.boss.send(definition.id, payload as object, {
      ...sendOptions(definition.retry),
      ...(id ? { id, singletonKey: definition.key?.(payload) } : {}),
    });
    const workerId = definition.pickUpAtOnce ? this.workerIds.get(definition.id) : undefined;
    if (sent && workerId) this.boss.notifyWorker(workerId);
    // null: another process queued the same id in between; its job runs it.
    return sent ? "queued" : "waiting";
  }

  async stop(): Promise<void> {
    await this.listener?.end({ timeout: 5 });
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  }
}

/**
 * Runs `task` now, or once more right after the run in progress: a burst of notifications
 * makes at most two runs, and runs never overlap.
 */
export function coalescedRunner(task: () => Promise<void>, onError: (err: unknown) => void): () => void {
  let running = false;
  let again = false;
  const loop = async () => {
    running = true;
    try {
      do {
        again = false;
        await task().catch(onError);
      } while (again);
    } finally {
      running = false;
    }
  };
  return () => {
    if (running) again = true;
    else void loop();
  };
}
