import { createHash } from "node:crypto";
import { isMonthKey } from "@stockroom/core";
import type { Database } from "@stockroom/db";
import { sql } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { z } from "zod";
import { missingSnapshotMonths, takeMonthlySnapshot } from "../services/inventory/snapshots/take-monthly-snapshot";

/** Finds the finished months without snapshots and queues one job per month. */
export const SNAPSHOT_CATCH_UP_QUEUE = "monthly-snapshots-catch-up";
/** Writes one month's snapshots. */
export const SNAPSHOT_MONTH_QUEUE = "monthly-snapshots-month";
/**
 * Every hour on the 1st (UTC, at :05): last month ends at a different instant in each
 * organization's time zone (Tokyo before UTC, New York after); the catch-up takes a month
 * once it has ended in every organization's zone (the last, UTC-12, by 12:00 UTC).
 */
export const SNAPSHOT_CRON = "5 * 1 * *";

export const snapshotMonthPayload = z.object({ month: z.string().refine(isMonthKey) });
export type SnapshotMonthPayload = z.infer<typeof snapshotMonthPayload>;

/**
 * The same job id for the same month from every process (a name-based uuid), so a month
 * is queued once however many servers catch up at the same moment: pg-boss inserts jobs
 * with `on conflict do nothing`.
 */
export function snapshotJobId(month: string): string {
  const hex = createHash("sha1").update(`stockroom.monthly-snapshot.${month}`).digest("hex");
  const variant = ((Number.parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

/** pg-boss states after which a job never runs again (until it is archived, 12 h later, or deleted). */
const FINISHED_STATES = new Set(["completed", "cancelled", "failed"]);

/**
 * Queues the months without a run record; answers the months it queued anew and those
 * whose job was already waiting (created, retrying or active).
 *
 * A month's job has one id, and pg-boss inserts with `on conflict do nothing`: a job of the
 * month that already finished (failed its retries while the database was down, or
 * completed before its run record was removed) kept the month from being queued again,
 * and every start logged "catching up" for a month nothing would take. So a finished job
 * of a month that still has no run record is deleted and the month is queued again. Two
 * processes doing this at once still leave one job (the id), and the snapshot itself runs
 * once per month (takeMonthlySnapshot's lock and run record).
 */
export async function queueMissingSnapshotMonths(
  boss: PgBoss,
  db: Database,
  now = new Date(),
): Promise<{ queued: string[]; waiting: string[] }> {
  const months = await missingSnapshotMonths(db, now);
  const queued: string[] = [];
  const waiting: string[] = [];
  for (const month of months) {
    const id = snapshotJobId(month);
    const job = await boss.getJobById(SNAPSHOT_MONTH_QUEUE, id);
    if (job && !FINISHED_STATES.has(job.state)) {
      waiting.push(month);
      continue;
    }
    if (job) await boss.deleteJob(SNAPSHOT_MONTH_QUEUE, id);
    const sent = await boss.send(SNAPSHOT_MONTH_QUEUE, { month } satisfies SnapshotMonthPayload, {
      id,
      singletonKey: month,
      retryLimit: 5,
      retryDelay: 60,
      retryBackoff: true,
    });
    // null: another process queued the month in between; its job runs it.
    (sent ? queued : waiting).push(month);
  }
  return { queued, waiting };
}

/** The log line of a catch-up, or undefined when there was nothing to do. */
export function catchUpLine({ queued, waiting }: { queued: string[]; waiting: string[] }): string | undefined {
  if (queued.length === 0 && waiting.length === 0) return undefined;
  const parts = [];
  if (queued.length > 0) parts.push(`queued ${queued.join(", ")}`);
  if (waiting.length > 0) parts.push(`already queued ${waiting.join(", ")}`);
  return `catching up monthly snapshots: ${parts.join("; ")}`;
}

export interface SnapshotJobLog {
  info(message: string): void;
  error(message: string, err?: unknown): void;
}

/** Queues, schedule and workers of the monthly snapshots on a started pg-boss. */
export async function registerMonthlySnapshotJobs(boss: PgBoss, db: Database, log: SnapshotJobLog): Promise<void> {
  // pg-boss 10 creates a queue's partition table in createQueue; two processes doing it at
  // once deadlock, so the setup holds an advisory lock (a transaction on our own pool).
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('stockroom.jobs.setup'))`);
    for (const queue of [SNAPSHOT_CATCH_UP_QUEUE, SNAPSHOT_MONTH_QUEUE]) {
      if (!(await boss.getQueue(queue))) await boss.createQueue(queue);
    }
    await boss.schedule(SNAPSHOT_CATCH_UP_QUEUE, SNAPSHOT_CRON, {}, { tz: "UTC" });
  });

  await boss.work(SNAPSHOT_CATCH_UP_QUEUE, async () => {
    const line = catchUpLine(await queueMissingSnapshotMonths(boss, db));
    if (line) log.info(line);
  });
  await boss.work<SnapshotMonthPayload>(SNAPSHOT_MONTH_QUEUE, async (jobs) => {
    for (const job of jobs) {
      const { month } = snapshotMonthPayload.parse(job.data);
      const result = await takeMonthlySnapshot(db, month);
      if (!result.skipped) log.info(`monthly snapshot ${month}: ${result.inserted} assets`);
    }
  });
}
