import { IMPORTS_BUCKET, type ImportOutcomeName } from "@stockroom/core";
import { type DbOrTx, type ImportRun, importRuns, type Transaction, uploads } from "@stockroom/db";
import { and, desc, eq, sql } from "drizzle-orm";
import { DomainError } from "../../errors";
import { currentApiTokenId, runWithApiToken } from "../activity/api-token-scope";
import type { ServiceContext } from "../context";
import { fileStorageFor } from "../uploads/file-storage";
import { parseUploadUrl } from "../uploads/upload-buckets";
import { type CommitResult, commitImport } from "./commit-import";
import { IMPORT_FILE_NOT_FOUND_MESSAGE, type ImportOptions, prepareImport } from "./plan-import";
import { type ImportPreview, previewImport } from "./preview-import";

/**
 * Files up to this size are previewed and committed in the request (a second or two);
 * larger ones run as a background job (jobs/definitions/import-runs.ts) that the screen
 * follows. About 7,000 rows of a typical stock list.
 */
export const IMPORT_INLINE_MAX_BYTES = 512 * 1024;
/** A running import's heartbeat (its row's updated_at) older than this: its process died. */
export const IMPORT_RUN_STALE_SECONDS = 60;
/** Finished runs are kept this long (the screen shows the last one after a reload). */
const KEEP_FINISHED_DAYS = 7;

export const IMPORT_RUN_NOT_FOUND_MESSAGE = "Import not found";
export const IMPORT_RUN_FAILED_MESSAGE = "The import failed. Nothing was imported; try again.";

export type ImportStep = "preview" | "commit";
export interface ImportRunOptions extends ImportOptions {
  outcome?: ImportOutcomeName | null;
}

/** What the screen reads of a run: where it is, and its answer once done. */
export type ImportRunView = {
  id: string;
  status: "queued" | "running" | "done" | "failed";
  processed: number;
  total: number | null;
  fileName: string;
  options: ImportRunOptions;
  error: string | null;
  background: boolean;
  createdAt: Date;
  finishedAt: Date | null;
} & (
  | { step: "preview"; preview: ImportPreview | null; commit: null }
  | { step: "commit"; preview: null; commit: CommitResult | null }
);

function viewOf(run: ImportRun): ImportRunView {
  const base = {
    id: run.id,
    status: run.status as ImportRunView["status"],
    processed: run.processed,
    total: run.total,
    fileName: run.fileName,
    options: run.options as unknown as ImportRunOptions,
    error: run.error,
    background: (run.options as { background?: boolean }).background === true,
    createdAt: run.createdAt,
    finishedAt: run.finishedAt,
  };
  const done = run.status === "done" ? run.result : null;
  return run.step === "commit"
    ? { ...base, step: "commit", preview: null, commit: done as CommitResult | null }
    : { ...base, step: "preview", preview: done as ImportPreview | null, commit: null };
}

export interface JobQueue {
  /** Queues the background job of a run (pg-boss); null when this process runs no jobs. */
  queueImportRun(runId: string): Promise<void>;
}

export interface StartRunContext extends ServiceContext {
  dataDir: string;
  jobs: JobQueue | null;
  /** Files above this many bytes run in the background (tests lower it). */
  inlineMaxBytes?: number;
}

/**
 * Starts a preview or a commit of an uploaded file (issue 24 §5). A small file runs in
 * the request and comes back done; a large one is a queued run that a background job
 * (pg-boss) takes, writing its progress to the run's row, which the screen re-reads: the
 * progress and the answer survive a reload and a server restart (a run whose process
 * died is taken again by the job's sweep).
 */
export async function startImportRun(
  ctx: StartRunContext,
  input: { step: ImportStep; options: ImportRunOptions },
): Promise<ImportRunView> {
  const parsed = parseUploadUrl(input.options.file);
  if (!parsed || parsed.bucket !== IMPORTS_BUCKET) throw new DomainError("NOT_FOUND", IMPORT_FILE_NOT_FOUND_MESSAGE);
  const [upload] = await ctx.db
    .select({ name: uploads.originalName, size: uploads.size })
    .from(uploads)
    .where(and(eq(uploads.organizationId, ctx.orgId), eq(uploads.bucket, IMPORTS_BUCKET), eq(uploads.key, parsed.key)))
    .limit(1);
  if (!upload) throw new DomainError("NOT_FOUND", IMPORT_FILE_NOT_FOUND_MESSAGE);
  const background = Number(upload.size) > (ctx.inlineMaxBytes ?? IMPORT_INLINE_MAX_BYTES);
  const [run] = await ctx.db
    .insert(importRuns)
    .values({
      organizationId: ctx.orgId,
      step: input.step,
      // An inline run is taken by this request at once: no sweep may take it meanwhile.
      status: background ? "queued" : "running",
      attempts: background ? 0 : 1,
      options: { ...input.options, background },
      dataDir: ctx.dataDir,
      fileName: upload.name ?? parsed.key,
      createdBy: ctx.actorId,
      // A REST call's token: the run acts with it wherever it runs (a job has no request).
      apiTokenId: currentApiTokenId(),
    })
    .returning();
  if (!run) throw new Error("import run insert returned no row");
  if (!background) {
    await performImportRun(ctx.db, run);
  } else if (ctx.jobs) {
    await ctx.jobs.queueImportRun(run.id);
  } else {
    // No job runner in this process (STOCKROOM_JOBS=0): run it here after answering; the
    // row holds its progress all the same, and a job runner's sweep takes it if we die.
    setImmediate(() => {
      void executeImportRun(ctx.db, run.id).catch(() => {});
    });
  }
  return getImportRun(ctx, run.id);
}

/** A run of the caller's organization. */
export async function getImportRun(ctx: { db: DbOrTx; orgId: string }, runId: string): Promise<ImportRunView> {
  const [run] = await ctx.db
    .select()
    .from(importRuns)
    .where(and(eq(importRuns.organizationId, ctx.orgId), eq(importRuns.id, runId)))
    .limit(1);
  if (!run) throw new DomainError("NOT_FOUND", IMPORT_RUN_NOT_FOUND_MESSAGE);
  return viewOf(run);
}

/** The caller's newest run in the organization (the screen picks it up after a reload), or null. */
export async function latestImportRun({ db, orgId, actorId }: ServiceContext): Promise<ImportRunView | null> {
  const [run] = await db
    .select()
    .from(importRuns)
    .where(
      and(
        eq(importRuns.organizationId, orgId),
        eq(importRuns.createdBy, actorId),
        sql`${importRuns.createdAt} > now() - interval '1 day'`,
      ),
    )
    .orderBy(desc(importRuns.createdAt))
    .limit(1);
  return run ? viewOf(run) : null;
}

/**
 * Takes a queued run, or one whose process died (a stale heartbeat), and performs it.
 * Taking is one conditional update, so however many processes try, one runs it.
 */
export async function executeImportRun(db: DbOrTx, runId: string): Promise<boolean> {
  const [run] = await db
    .update(importRuns)
    .set({ status: "running", attempts: sql`${importRuns.attempts} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(importRuns.id, runId),
        sql`(${importRuns.status} = 'queued' or (${importRuns.status} = 'running'
          and ${importRuns.updatedAt} < now() - make_interval(secs => ${IMPORT_RUN_STALE_SECONDS})))`,
      ),
    )
    .returning();
  if (!run) return false;
  await performImportRun(db, run);
  return true;
}

/** The runs waiting for a job (queued, or running with a stale heartbeat): the sweep takes each. */
export async function runPendingImports(db: DbOrTx): Promise<number> {
  await db.execute(
    sql`delete from import_runs where finished_at < now() - make_interval(days => ${KEEP_FINISHED_DAYS})`,
  );
  const pending = await db.execute<{ id: string }>(sql`
    select id from import_runs
     where status = 'queued'
        or (status = 'running' and updated_at < now() - make_interval(secs => ${IMPORT_RUN_STALE_SECONDS}))
     order by created_at limit 20`);
  let ran = 0;
  for (const { id } of pending) if (await executeImportRun(db, id)) ran++;
  return ran;
}

/**
 * Runs a taken run (`attempts` is this attempt's number) and writes its outcome to its row.
 * A run started through the REST API runs inside its token's scope, as the request did: a
 * background job (pg-boss, the sweep) has no request, and without it the run's events would
 * name the user who created the token and its activity would not name the token.
 */
function performImportRun(db: DbOrTx, run: ImportRun): Promise<void> {
  return run.apiTokenId ? runWithApiToken(run.apiTokenId, () => performRun(db, run)) : performRun(db, run);
}

async function performRun(db: DbOrTx, run: ImportRun): Promise<void> {
  const mine = and(eq(importRuns.id, run.id), eq(importRuns.attempts, run.attempts));
  const ctx = {
    db,
    orgId: run.organizationId,
    actorId: run.createdBy as string,
    storage: fileStorageFor({ dataDir: run.dataDir }),
  };
  const options = run.options as unknown as ImportRunOptions;
  const progress = async (processed: number, total?: number) => {
    await db
      .update(importRuns)
      .set({ processed, ...(total === undefined ? {} : { total }), updatedAt: sql`now()` })
      .where(mine);
  };
  const finish = async (tx: DbOrTx | Transaction, result: Record<string, unknown>) => {
    const done = await tx
      .update(importRuns)
      .set({ status: "done", result, updatedAt: sql`now()`, finishedAt: sql`now()` })
      .where(and(mine, eq(importRuns.status, "running")))
      .returning({ id: importRuns.id });
    // Taken over by a sweep meanwhile (this process looked dead): the other attempt answers.
    if (done.length === 0) throw new RunTakenOver();
  };
  try {
    if (!run.createdBy) throw new DomainError("NOT_FOUND", IMPORT_RUN_NOT_FOUND_MESSAGE);
    const total = await countRows(ctx, options);
    await progress(0, total);
    if (run.step === "commit") {
      await commitImport(ctx, options, {
        onProgress: (n) => progress(n),
        beforeCommit: (tx, result) => finish(tx, { ...result }),
      });
    } else {
      const preview = await previewImport(ctx, options, (n) => progress(n));
      await finish(db, { ...preview });
    }
  } catch (err) {
    if (err instanceof RunTakenOver) return;
    const message = err instanceof DomainError ? err.message : IMPORT_RUN_FAILED_MESSAGE;
    await db
      .update(importRuns)
      .set({ status: "failed", error: message, updatedAt: sql`now()`, finishedAt: sql`now()` })
      .where(mine);
    if (!(err instanceof DomainError)) throw err;
  }
}

class RunTakenOver extends Error {}

/** The file's rows, for the progress bar (a read of the file without planning). */
async function countRows(ctx: Parameters<typeof prepareImport>[0], options: ImportOptions): Promise<number> {
  const plan = await prepareImport(ctx, options);
  let n = 0;
  for await (const _ of plan.file.rows()) n++;
  return n;
}
