import { z } from "zod";
import { dueWeeklyReports, emitWeeklyReport } from "../../services/alerts/weekly-report";
import { defineJob, type JobIO } from "../client";

/** Every hour at :05 (UTC): an organization is due in the hour its own clock reads Monday 08. */
export const WEEKLY_REPORT_CRON = "5 * * * *";

/** One organization's report of one week: keyed, so the week's job is queued once from every server. */
export const WEEKLY_REPORT_JOB = defineJob({
  id: "weekly-report",
  name: "Weekly report of one organization",
  schema: z.object({ organizationId: z.string().uuid(), week: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
  key: ({ organizationId, week }) => `weekly-report:${organizationId}:${week}`,
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  async handler(payload, io) {
    const report = await emitWeeklyReport(io.db, payload);
    if (report) io.log.info(`weekly report ${payload.week} of organization ${payload.organizationId} emitted`);
  },
});

/**
 * Queues the weekly report of every organization due at `now` (its local Monday 08:xx, not yet
 * reported that week). `now` is a parameter so tests move the clock instead of waiting.
 */
export async function queueWeeklyReports(
  io: Pick<JobIO, "db" | "trigger">,
  now = new Date(),
): Promise<{ organizationId: string; week: string; result: "queued" | "waiting" }[]> {
  const queued = [];
  for (const due of await dueWeeklyReports(io.db, now)) {
    queued.push({ ...due, result: await io.trigger(WEEKLY_REPORT_JOB, due) });
  }
  return queued;
}

/** The hourly sweep; at start too, so a server started at 08:30 on a Monday still reports. */
export const WEEKLY_REPORT_SWEEP_JOB = defineJob({
  id: "weekly-report-sweep",
  name: "Weekly reports due this hour",
  schema: z.object({}),
  cron: WEEKLY_REPORT_CRON,
  retry: { limit: 1, delaySeconds: 60, backoff: false },
  runAtStart: true,
  async handler(_payload, io) {
    const queued = await queueWeeklyReports(io);
    if (queued.length > 0) io.log.info(`weekly reports queued: ${queued.map((q) => q.organizationId).join(", ")}`);
  },
});
