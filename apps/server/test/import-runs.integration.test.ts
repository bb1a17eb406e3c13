import { activityLog, assets, domainEvents, importBatches, importRuns, inventoryHistory } from "@stockroom/db";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { IMPORT_RUNS_JOB } from "../src/jobs/definitions/import-runs";
import { IMPORT_INLINE_MAX_BYTES, IMPORT_RUN_STALE_SECONDS } from "../src/services/imports/import-runs";
import { createToken, rest } from "./api/api-fixture";
import { failure, type OrgFixture, setUpTestApp, type TestApp, type TestClient, twoOrganizations } from "./harness";

// Issue 24 §5: a preview or commit is a run the screen follows; a large file runs as a
// pg-boss job writing its progress to the run's row, so a reload (and a restart) finds it.

let t: TestApp;
let a: OrgFixture;
let b: OrgFixture;
setUpTestApp(
  async (app) => {
    t = app;
    ({ a, b } = await twoOrganizations(t, "runs"));
    await a.admin.trpc.assetTypes.create.mutate({ name: "Paint" });
  },
  // The server runs its job runner, as in production.
  { LOG_LEVEL: "error", STOCKROOM_JOBS: "1" },
);

async function upload(c: TestClient, name: string, text: string): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([Buffer.from(text, "utf8")]), name);
  const res = await c.fetch(`${t.baseUrl}/api/uploads/imports`, { method: "POST", body: form });
  const body = (await res.json()) as { url?: string; error?: string };
  if (res.status !== 201 || !body.url) throw new Error(`upload failed: ${res.status} ${body.error}`);
  return body.url;
}

/** A stock list of `rows` rows, keyed by external id `<prefix><n>`. */
function stockList(prefix: string, rows: number): string {
  const lines = ["External ID,Name,Asset type,Description,Quantity,Unit,Cost,Location"];
  for (let i = 1; i <= rows; i++) {
    lines.push(
      `${prefix}${i},Can ${prefix}${i},Paint,"Tin ${i}, one gallon tin of exterior paint for the workshop, kept on the lower shelf by the door",${i % 9},each,3.5,Aisle ${i % 7}`,
    );
  }
  return lines.join("\r\n");
}

async function waitForRun(c: TestClient, runId: string) {
  const end = Date.now() + 120_000;
  for (;;) {
    const run = await c.trpc.assets.import.run.query({ runId });
    if (run.status === "done" || run.status === "failed") return run;
    if (Date.now() > end) throw new Error(`run ${runId} still ${run.status}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function countOf(orgId: string, prefix: string): Promise<number> {
  const [row] = await t.db.db
    .select({ n: sql<number>`count(*)::int` })
    .from(assets)
    .where(
      and(
        eq(assets.organizationId, orgId),
        eq(assets.isDeleted, false),
        sql`${assets.externalId} like ${`${prefix}%`}`,
      ),
    );
  return row?.n ?? 0;
}

describe("a small file runs in the request", () => {
  it("answers a done preview, then a done commit, and the newest run is the caller's to read again", async () => {
    const file = await upload(a.admin, "small.csv", stockList("S", 3));
    const preview = await a.admin.trpc.assets.import.start.mutate({ file, matchKey: "external_id", step: "preview" });
    expect(preview).toMatchObject({ step: "preview", status: "done", background: false, processed: 3, total: 3 });
    expect(preview.preview?.totals).toEqual({ create: 3, update: 0, unchanged: 0, error: 0 });
    expect(await countOf(a.org.id, "S")).toBe(0);

    const commit = await a.admin.trpc.assets.import.start.mutate({ file, matchKey: "external_id", step: "commit" });
    expect(commit).toMatchObject({ step: "commit", status: "done", background: false });
    expect(commit.commit?.counts).toEqual({ created: 3, updated: 0, unchanged: 0 });
    expect(await countOf(a.org.id, "S")).toBe(3);

    // After a reload the screen asks for the newest run: this commit, with its options.
    const latest = await a.admin.trpc.assets.import.latest.query();
    expect(latest).toMatchObject({ id: commit.id, status: "done", options: { file, matchKey: "external_id" } });
    // Another member of the organization has runs of their own.
    expect((await failure(a.member.trpc.assets.import.latest.query())).data?.code).toBe("FORBIDDEN");
    expect(await b.admin.trpc.assets.import.latest.query()).toBeNull();
    expect((await failure(b.admin.trpc.assets.import.run.query({ runId: commit.id }))).data?.code).toBe("NOT_FOUND");
  });

  it("keeps a file's own problem as the run's error, with nothing written", async () => {
    const file = await upload(a.admin, "headers.csv", "External ID,Name,Asset type\r\n");
    const run = await a.admin.trpc.assets.import.start.mutate({ file, matchKey: "external_id", step: "commit" });
    expect(run.status).toBe("failed");
    expect(run.error).toBe("The file has a header row but no rows to import.");
    const batches = await t.db.db.select().from(importBatches).where(eq(importBatches.organizationId, a.org.id));
    expect(batches.every((x) => x.fileName !== "headers.csv")).toBe(true);
  });
});

describe("a large file runs as a background job", () => {
  const ROWS = 4_000;
  let file: string;

  beforeAll(async () => {
    const text = stockList("L", ROWS);
    expect(Buffer.byteLength(text)).toBeGreaterThan(IMPORT_INLINE_MAX_BYTES);
    file = await upload(a.admin, "large.csv", text);
  }, 60_000);

  it("queues the preview, and the run's row carries the progress to the done preview", async () => {
    const started = await a.admin.trpc.assets.import.start.mutate({ file, matchKey: "external_id", step: "preview" });
    expect(started).toMatchObject({ step: "preview", background: true, preview: null });
    expect(["queued", "running"]).toContain(started.status);
    const done = await waitForRun(a.admin, started.id);
    expect(done).toMatchObject({ status: "done", processed: ROWS, total: ROWS, error: null });
    expect(done.preview?.totals).toEqual({ create: ROWS, update: 0, unchanged: 0, error: 0 });
    expect(done.preview?.rows.length).toBe(500);
    expect(await countOf(a.org.id, "L")).toBe(0);
  }, 180_000);

  it("commits in the background: every row once, through intake events naming the import", async () => {
    const started = await a.admin.trpc.assets.import.start.mutate({ file, matchKey: "external_id", step: "commit" });
    expect(started.background).toBe(true);
    const done = await waitForRun(a.admin, started.id);
    expect(done).toMatchObject({ status: "done", processed: ROWS, total: ROWS });
    expect(done.commit?.counts).toEqual({ created: ROWS, updated: 0, unchanged: 0 });
    expect(await countOf(a.org.id, "L")).toBe(ROWS);
    const [events] = await t.db.db
      .select({ n: sql<number>`count(*)::int` })
      .from(inventoryHistory)
      .where(
        and(
          eq(inventoryHistory.organizationId, a.org.id),
          sql`${inventoryHistory.responseData}->>'import_batch_id' = ${done.commit?.batchId}`,
        ),
      );
    expect(events?.n).toBe(ROWS);
  }, 180_000);

  it("a run whose server died mid-way is taken again by the job's sweep and done once", async () => {
    const text = stockList("R", 1_200);
    const restartFile = await upload(a.admin, "restart.csv", text);
    // What a server that died mid-commit leaves: the run running, its heartbeat old.
    const [row] = await t.db.db
      .insert(importRuns)
      .values({
        organizationId: a.org.id,
        step: "commit",
        status: "running",
        attempts: 1,
        processed: 500,
        total: 1_200,
        options: { file: restartFile, matchKey: "external_id", background: true },
        dataDir: t.app.deps.config.dataDir,
        fileName: "restart.csv",
        createdBy: a.adminUser.id,
        updatedAt: sql`now() - make_interval(secs => ${IMPORT_RUN_STALE_SECONDS * 2})`,
      })
      .returning();
    const runId = row?.id as string;
    // A live run (a fresh heartbeat) is left to its process.
    const [live] = await t.db.db
      .insert(importRuns)
      .values({
        organizationId: a.org.id,
        step: "preview",
        status: "running",
        attempts: 1,
        options: { file: restartFile, matchKey: "external_id" },
        dataDir: t.app.deps.config.dataDir,
        fileName: "restart.csv",
        createdBy: a.adminUser.id,
      })
      .returning();

    // The sweep, as the job's schedule runs it every minute (and at once after a restart's first tick).
    const log = { info: () => {}, error: () => {} };
    const io = { db: t.db.db, log, trigger: async () => "queued" as const };
    await IMPORT_RUNS_JOB.handler({}, io);
    const run = await a.admin.trpc.assets.import.run.query({ runId });
    expect(run).toMatchObject({ status: "done", processed: 1_200, total: 1_200 });
    expect(run.commit?.counts).toEqual({ created: 1_200, updated: 0, unchanged: 0 });
    expect(await countOf(a.org.id, "R")).toBe(1_200);
    const [again] = await t.db.db.select().from(importRuns).where(eq(importRuns.id, runId));
    expect(again?.attempts).toBe(2);

    // A second sweep finds nothing to take: the commit is not made twice.
    await IMPORT_RUNS_JOB.handler({}, io);
    expect(await countOf(a.org.id, "R")).toBe(1_200);
    const [untouched] = await t.db.db
      .select()
      .from(importRuns)
      .where(eq(importRuns.id, live?.id as string));
    expect(untouched).toMatchObject({ status: "running", attempts: 1 });
  }, 180_000);
});

describe("a background run started with an API token", () => {
  it("acts as the token in the job, as the request would: its events and activity name the token", async () => {
    const { id: tokenId, token } = await createToken(a.admin, ["assets:write"], "Nightly stock sync");
    const text = stockList("T", 4_000);
    expect(Buffer.byteLength(text)).toBeGreaterThan(IMPORT_INLINE_MAX_BYTES);
    const uploaded = await fetch(`${t.baseUrl}/api/v1/imports/files?filename=sync.csv`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "text/csv" },
      body: text,
    });
    expect(uploaded.status).toBe(201);
    const { file } = (await uploaded.json()) as { file: string };

    const started = await rest(t.baseUrl, token, "POST", "/assets/import/runs", {
      file,
      matchKey: "external_id",
      step: "commit",
    });
    expect(started.status, started.text).toBe(201);
    const runId = (started.body as { id: string; background: boolean }).id;
    expect((started.body as { background: boolean }).background).toBe(true);
    let run: { status: string; commit: { batchId: string; counts: Record<string, number> } | null } | undefined;
    for (const end = Date.now() + 120_000; Date.now() < end; await new Promise((r) => setTimeout(r, 200))) {
      const read = await rest(t.baseUrl, token, "GET", `/assets/import/runs/${runId}`);
      run = read.body as typeof run;
      if (run?.status === "done" || run?.status === "failed") break;
    }
    expect(run?.status).toBe("done");
    expect(run?.commit?.counts).toEqual({ created: 4_000, updated: 0, unchanged: 0 });
    const batchId = run?.commit?.batchId as string;

    // The outbox the webhooks deliver: the import's event and every stock move name the token.
    const [completed] = await t.db.db
      .select({ actor: domainEvents.actor })
      .from(domainEvents)
      .where(and(eq(domainEvents.kind, "import.completed"), eq(domainEvents.subjectId, batchId)));
    expect(completed?.actor).toEqual({ type: "token", id: tokenId });
    const actors = await t.db.db.execute<{ actor: unknown; n: number }>(sql`
      select e.actor, count(*)::int as n from domain_events e
        join inventory_history h on h.id = (e.data->>'historyId')::uuid
       where e.organization_id = ${a.org.id} and e.kind = 'stock.changed'
         and h.response_data->>'import_batch_id' = ${batchId}
       group by e.actor`);
    expect([...actors]).toEqual([{ actor: { type: "token", id: tokenId }, n: 4_000 }]);
    // "Imported 4000 assets" names the token too.
    const [logged] = await t.db.db
      .select({ apiTokenId: activityLog.apiTokenId, description: activityLog.description })
      .from(activityLog)
      .where(eq(activityLog.entityId, batchId));
    expect(logged).toEqual({ apiTokenId: tokenId, description: "Imported 4000 assets" });
  }, 180_000);
});
