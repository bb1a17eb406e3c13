import { z } from "zod";
import { pruneListChanges } from "../../services/lists/list-totals";
import { defineJob } from "../client";

/**
 * Deletes the notes of `list_changes` older than an hour (services/lists/list-totals.ts), every
 * 5 minutes: one run for all server processes (pg-boss's schedule), none inside a request.
 * A missed run only leaves rows for the next one.
 */
export const LIST_CHANGES_PRUNE_JOB = defineJob({
  id: "list-changes-prune",
  name: "List change notes cleanup",
  schema: z.object({}),
  cron: "*/5 * * * *",
  retry: { limit: 0, delaySeconds: 60, backoff: false },
  async handler(_payload, { db }) {
    await pruneListChanges(db);
  },
});
