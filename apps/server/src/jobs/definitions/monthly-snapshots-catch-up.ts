import { z } from "zod";
import { missingSnapshotMonths } from "../../services/inventory/snapshots/take-monthly-snapshot";
import { defineJob, type JobIO } from "../client";
import { MONTHLY_SNAPSHOT_JOB } from "./monthly-snapshot";

/**
 * Every hour on the 1st (UTC, at :05): last month ends at a different instant in each
 * organization's time zone (Tokyo before UTC, New York after); the catch-up takes a month
 * once it has ended in every organization's zone (the last, UTC-12, by 12:00 UTC).
 */
export const SNAPSHOT_CRON = "5 * 1 * *";

/**
 * Queues the finished months without a run record; answers the months it queued anew and
 * those whose job was already waiting (created, retrying or active). A month whose job
 * finished without a run record (it failed its retries while the database was down) is
 * queued again (JobClient.trigger).
 */
export async function queueMissingSnapshotMonths(
  io: Pick<JobIO, "db" | "trigger">,
  now = new Date(),
): Promise<{ queued: string[]; waiting: string[] }> {
  const queued: string[] = [];
  const waiting: string[] = [];
  for (const month of await missingSnapshotMonths(io.db, now)) {
    const result = await io.trigger(MONTHLY_SNAPSHOT_JOB, { month });
    (result === "queued" ? queued : waiting).push(month);
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

/** Finds the finished months without snapshots, on its schedule and at every start (the months missed while no server ran). */
export const MONTHLY_SNAPSHOTS_CATCH_UP_JOB = defineJob({
  id: "monthly-snapshots-catch-up",
  name: "Monthly snapshots catch-up",
  schema: z.object({}),
  cron: SNAPSHOT_CRON,
  retry: { limit: 2, delaySeconds: 60, backoff: true },
  runAtStart: true,
  async handler(_payload, io) {
    const line = catchUpLine(await queueMissingSnapshotMonths(io));
    if (line) io.log.info(line);
  },
});
