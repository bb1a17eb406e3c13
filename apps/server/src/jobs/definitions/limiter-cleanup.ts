import { z } from "zod";
import { deleteExpiredAttempts } from "../../limits/attempt-limiter";
import { defineJob } from "../client";

/**
 * Forgets the attempt counters whose window and lock are both over (limits/attempt-limiter.ts),
 * every 15 minutes: a request never pays for it, and the table stays the size of the
 * attempts of the last window.
 */
export const LIMITER_CLEANUP_JOB = defineJob({
  id: "limiter-cleanup",
  name: "Expired attempt counters cleanup",
  schema: z.object({}),
  cron: "*/15 * * * *",
  retry: { limit: 0, delaySeconds: 60, backoff: false },
  async handler(_payload, { db }) {
    await deleteExpiredAttempts(db);
  },
});
