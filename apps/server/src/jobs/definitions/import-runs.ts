import { z } from "zod";
import { executeImportRun, runPendingImports } from "../../services/imports/import-runs";
import { defineJob } from "../client";

/**
 * Large spreadsheet imports (issue 24 §5). Triggered with a run id when the screen starts
 * one (one job id per run); every minute, without one, it sweeps: queued runs and runs
 * whose process died mid-way (a stale heartbeat, e.g. a server restart) are taken again.
 * The run's row holds its progress and answer; taking a run is one conditional update, so
 * a run is performed once however many servers sweep.
 */
export const IMPORT_RUNS_JOB = defineJob({
  id: "import-runs",
  name: "Spreadsheet import (preview or commit) of a large file",
  schema: z.object({ runId: z.string().uuid().optional() }),
  cron: "* * * * *",
  // A failed run is written to its row with its message; the sweep retakes a dead one.
  retry: { limit: 0, delaySeconds: 30, backoff: false },
  key: ({ runId }) => `import-run.${runId ?? "sweep"}`,
  // The screen waits on it: taken at once by this server's worker, not at its next poll.
  pickUpAtOnce: true,
  async handler({ runId }, { db, log }) {
    if (runId) {
      await executeImportRun(db, runId);
      return;
    }
    const ran = await runPendingImports(db);
    if (ran > 0) log.info(`import runs: took ${ran} waiting or interrupted runs`);
  },
});
