import type { Database } from "@stockroom/db";
import type PgBoss from "pg-boss";
import {
  catchUpLine,
  queueMissingSnapshotMonths,
  registerMonthlySnapshotJobs,
  type SnapshotJobLog,
} from "./monthly-snapshots";

export interface BackgroundJobs {
  boss: PgBoss;
  stop(): Promise<void>;
}

/**
 * Starts the Postgres job runner (pg-boss 10, its own `pgboss` schema, on the app's
 * connection string) and the monthly snapshot jobs, then catches up the months missed
 * while no server ran. Several processes may do this on one database: pg-boss shares the
 * schedule between them and a month's job has one id, so each month is written once.
 */
export async function startBackgroundJobs(
  databaseUrl: string,
  db: Database,
  log: SnapshotJobLog,
): Promise<BackgroundJobs> {
  // Loaded here, after the server listens, not at start: pg-boss and its driver cost start-up time.
  const { default: PgBossRunner } = await import("pg-boss");
  const boss = new PgBossRunner({ connectionString: databaseUrl, max: 4, application_name: "stockroom-jobs" });
  boss.on("error", (err) => log.error("background job runner error", err));
  await boss.start();
  await registerMonthlySnapshotJobs(boss, db, log);
  const line = catchUpLine(await queueMissingSnapshotMonths(boss, db));
  if (line) log.info(line);
  return {
    boss,
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
