import { isMonthKey } from "@stockroom/core";
import { z } from "zod";
import { takeMonthlySnapshot } from "../../services/inventory/snapshots/take-monthly-snapshot";
import { defineJob } from "../client";

/**
 * Writes one month's snapshots (spec 02 §7). Queued by the catch-up with one id per month,
 * so a month is queued once however many servers catch up at the same moment; the snapshot
 * itself runs once per month (takeMonthlySnapshot's lock and run record).
 */
export const MONTHLY_SNAPSHOT_JOB = defineJob({
  id: "monthly-snapshots-month",
  name: "Monthly snapshot of one month",
  schema: z.object({ month: z.string().refine(isMonthKey) }),
  retry: { limit: 5, delaySeconds: 60, backoff: true },
  key: ({ month }) => `monthly-snapshot.${month}`,
  async handler({ month }, { db, log }) {
    const result = await takeMonthlySnapshot(db, month);
    if (!result.skipped) log.info(`monthly snapshot ${month}: ${result.inserted} assets`);
  },
});
