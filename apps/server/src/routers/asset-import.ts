import {
  can,
  importBatchInput,
  importOptionsInput,
  importPreviewInput,
  importRunInput,
  importRunStartInput,
} from "@stockroom/core";
import { TRPCError } from "@trpc/server";
import { IMPORT_RUNS_JOB } from "../jobs/definitions/import-runs";
import { commitImport } from "../services/imports/commit-import";
import { getImportRun, latestImportRun, startImportRun } from "../services/imports/import-runs";
import { importErrorCsv, previewImport } from "../services/imports/preview-import";
import { listImportBatches, undoImport } from "../services/imports/undo-import";
import { fileStorageFor } from "../services/uploads/file-storage";
import { orgProcedure, router } from "../trpc";
import { orgContext, serviceContext } from "./service-context";

export const IMPORT_FORBIDDEN_MESSAGE = "Only a manager or an admin can import assets.";

/** A manager, admin or owner of the organization (core's "import" action, issue 24). */
export const orgImporterProcedure = orgProcedure.use(({ ctx, next }) => {
  if (!can(ctx.org.role, "import")) throw new TRPCError({ code: "FORBIDDEN", message: IMPORT_FORBIDDEN_MESSAGE });
  return next({ ctx });
});

const planContext = (ctx: Parameters<typeof orgContext>[0] & { config: { dataDir: string } }) => ({
  ...orgContext(ctx),
  storage: fileStorageFor(ctx.config),
});

/** assets.import.*: preview (dry run), the error rows as CSV, commit, undo and the recent batches. */
export const assetImportRouter = router({
  preview: orgImporterProcedure
    .input(importPreviewInput)
    .mutation(({ ctx, input }) => previewImport(planContext(ctx), input)),
  errorCsv: orgImporterProcedure
    .input(importOptionsInput)
    .mutation(({ ctx, input }) => importErrorCsv(planContext(ctx), input)),
  commit: orgImporterProcedure
    .input(importOptionsInput)
    .mutation(({ ctx, input }) => commitImport({ ...planContext(ctx), actorId: ctx.actorId }, input)),
  undo: orgImporterProcedure
    .input(importBatchInput)
    .mutation(({ ctx, input }) => undoImport(serviceContext(ctx), input.batchId)),
  batches: orgImporterProcedure.query(({ ctx }) => listImportBatches(orgContext(ctx))),
  /** The screen's way: a preview or commit as a run (a large file in the background) it follows. */
  start: orgImporterProcedure.input(importRunStartInput).mutation(({ ctx, input }) => {
    const { step, ...options } = input;
    const client = ctx.jobs.client;
    return startImportRun(
      {
        ...serviceContext(ctx),
        dataDir: ctx.config.dataDir,
        jobs: client
          ? { queueImportRun: async (runId) => void (await client.trigger(IMPORT_RUNS_JOB, { runId })) }
          : null,
      },
      { step, options },
    );
  }),
  run: orgImporterProcedure.input(importRunInput).query(({ ctx, input }) => getImportRun(orgContext(ctx), input.runId)),
  latest: orgImporterProcedure.query(({ ctx }) => latestImportRun(serviceContext(ctx))),
});
