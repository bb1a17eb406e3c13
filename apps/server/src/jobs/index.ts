import type { Database } from "@stockroom/db";
import type PgBoss from "pg-boss";
import { JobClient, type JobLog } from "./client";
import { JOB_DEFINITIONS } from "./definitions";

export interface BackgroundJobs {
  client: JobClient;
  boss: PgBoss;
  stop(): Promise<void>;
}

/**
 * Starts the Postgres job runner (pg-boss 10, its own `pgboss` schema, on the app's
 * connection string) with every job definition (jobs/definitions/index.ts); the start-up
 * runs (the monthly snapshots' catch-up) are done when this resolves. Several processes may
 * do this on one database: pg-boss shares the schedules between them and a keyed job has
 * one id, so each month is written once.
 */
export async function startBackgroundJobs(
  databaseUrl: string,
  db: Database,
  log: JobLog,
  serverSecret?: () => string,
): Promise<BackgroundJobs> {
  const client = await JobClient.create(JOB_DEFINITIONS, { databaseUrl, db, log, serverSecret });
  await client.start();
  return { client, boss: client.boss, stop: () => client.stop() };
}

export type { JobLog };
