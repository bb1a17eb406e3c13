import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { addMonthsToKey, monthKey, monthStart } from "@stockroom/core";
import { inventoryHistory, inventoryItems, monthlySnapshotRuns } from "@stockroom/db";
import { createTestDatabase, type TestDatabase } from "@stockroom/db/testing";
import { eq, sql } from "drizzle-orm";
import PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/env";
import { type BackgroundJobs, startBackgroundJobs } from "../src/jobs";
import { definitionJobId } from "../src/jobs/client";
import { MONTHLY_SNAPSHOT_JOB } from "../src/jobs/definitions/monthly-snapshot";
import { createServer, type StockroomServer } from "../src/server";
import { createOrganization, createUser, signedInClient, type TestApp } from "./harness";

const SNAPSHOT_MONTH_QUEUE = MONTHLY_SNAPSHOT_JOB.id;
const snapshotJobId = (month: string) => definitionJobId(MONTHLY_SNAPSHOT_JOB, { month }) ?? "";

// Issue 21 §10: the job runner catches up a month whose pg-boss job already finished
// without a run record, and its error logs hold the error, never the PostgreSQL client.

let db: TestDatabase;
let app: StockroomServer;
let baseUrl: string;
let dataDir: string;
const lines: string[] = [];
const lastMonth = addMonthsToKey(monthKey(new Date()), -1);

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}\n${lines.slice(-20).join("")}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A job runner of the test's own, to put a month's job into a given state. */
async function withBoss(use: (boss: PgBoss) => Promise<void>) {
  const boss = new PgBoss({ connectionString: db.url, max: 2 });
  boss.on("error", () => {});
  await boss.start();
  try {
    await use(boss);
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
}

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stockroom-jobs-"));
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "info",
    STOCKROOM_JOBS: "0",
    STOCKROOM_WEB_DIST: "/nonexistent",
    STOCKROOM_DATA_DIR: dataDir,
  });
  app = await createServer({ config, databaseUrl: db.url, logDestination: { write: (l) => lines.push(l) } });
  baseUrl = await app.start(0, "127.0.0.1");
  // One asset counted last month: last month is a finished month without a snapshot run.
  const org = await createOrganization(db.db, "Jobs Org");
  await createUser(db.db, { email: "admin@jobs.test", password: "test-password", org: { id: org.id, role: "admin" } });
  const admin = await signedInClient({ baseUrl } as TestApp, "admin@jobs.test");
  const type = await admin.trpc.assetTypes.create.mutate({ name: "Tools" });
  const asset = await admin.trpc.assets.create.mutate({
    name: "Hammer",
    asset_type_id: type.id,
    current_inventory: "4",
  });
  const [item] = await db.db.select().from(inventoryItems).where(eq(inventoryItems.assetId, asset.id));
  await db.db
    .update(inventoryHistory)
    .set({ checkDate: new Date(monthStart(lastMonth).getTime() + 86_400_000), monthYear: lastMonth })
    .where(eq(inventoryHistory.inventoryItemId, item?.id ?? ""));
});

afterAll(async () => {
  await app?.stop();
  await db?.destroy();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("monthly snapshot catch-up", () => {
  it("takes a month again whose job failed without a run record", async () => {
    // The month's job ran out of retries (say while the database was down): state failed.
    const id = snapshotJobId(lastMonth);
    await withBoss(async (boss) => {
      await boss.createQueue(SNAPSHOT_MONTH_QUEUE);
      await boss.send(SNAPSHOT_MONTH_QUEUE, { month: lastMonth }, { id, singletonKey: lastMonth, retryLimit: 0 });
      const [fetched] = await boss.fetch(SNAPSHOT_MONTH_QUEUE);
      expect(fetched?.id).toBe(id);
      await boss.fail(SNAPSHOT_MONTH_QUEUE, id, { message: "database unavailable" });
      expect((await boss.getJobById(SNAPSHOT_MONTH_QUEUE, id))?.state).toBe("failed");
    });

    const info: string[] = [];
    let jobs: BackgroundJobs | undefined;
    try {
      jobs = await startBackgroundJobs(db.url, db.db, { info: (m) => info.push(m), error: () => {} });
      expect(info).toContain(`catching up monthly snapshots: queued ${lastMonth}`);
      const run = await until("the month's run record", async () => {
        const [r] = await db.db.select().from(monthlySnapshotRuns).where(eq(monthlySnapshotRuns.monthYear, lastMonth));
        return r;
      });
      expect(run.snapshotCount).toBe(1);
      expect((await jobs.boss.getJobById(SNAPSHOT_MONTH_QUEUE, id, { includeArchive: true }))?.state).toBe("completed");
    } finally {
      await jobs?.stop();
    }

    // Done: the next start has nothing to catch up and says nothing.
    const again: string[] = [];
    const next = await startBackgroundJobs(db.url, db.db, { info: (m) => again.push(m), error: () => {} });
    await next.stop();
    expect(again.filter((m) => m.startsWith("catching up"))).toEqual([]);
  });

  it("leaves a month alone whose job is still waiting (no second job, no deletion)", async () => {
    const month = addMonthsToKey(lastMonth, -1);
    await db.db
      .update(inventoryHistory)
      .set({ checkDate: new Date(monthStart(month).getTime() + 86_400_000), monthYear: month });
    await db.db.delete(monthlySnapshotRuns);
    const id = snapshotJobId(month);
    await withBoss(async (boss) => {
      await boss.deleteJob(SNAPSHOT_MONTH_QUEUE, id);
      // Waiting for its retry an hour from now.
      await boss.send(SNAPSHOT_MONTH_QUEUE, { month }, { id, singletonKey: month, startAfter: 3600 });
    });
    const info: string[] = [];
    const jobs = await startBackgroundJobs(db.url, db.db, { info: (m) => info.push(m), error: () => {} });
    try {
      expect(info.find((m) => m.startsWith("catching up"))).toMatch(new RegExp(`already queued ${month}`));
      const waiting = await jobs.boss.getJobById(SNAPSHOT_MONTH_QUEUE, id);
      expect(waiting?.state).toBe("created");
      const [count] = await db.db.execute<{ n: number }>(
        sql`select count(*)::int as n from pgboss.job where name = ${SNAPSHOT_MONTH_QUEUE} and data->>'month' = ${month}`,
      );
      expect(count?.n).toBe(1);
    } finally {
      await jobs.stop();
    }
  });
});

describe("job runner error logs", () => {
  it("name the error and never dump the PostgreSQL client (no secretKey, no password)", async () => {
    // The server's own job runner (as STOCKROOM_JOBS=1 runs it) loses its connections.
    const config = loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "info",
      STOCKROOM_JOBS: "1",
      STOCKROOM_WEB_DIST: "/nonexistent",
      STOCKROOM_DATA_DIR: dataDir,
    });
    const own: string[] = [];
    const withJobs = await createServer({ config, databaseUrl: db.url, logDestination: { write: (l) => own.push(l) } });
    try {
      await withJobs.start(0, "127.0.0.1");
      await until("the job runner's connections", async () => {
        const [r] = await db.db.execute<{ n: number }>(
          sql`select count(*)::int as n from pg_stat_activity where application_name = 'stockroom-jobs' and datname = current_database()`,
        );
        return (r?.n ?? 0) > 0 ? true : undefined;
      });
      await db.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'stockroom-jobs' and datname = current_database()`,
      );
      const errors = await until("a job runner error in the log", async () => {
        const found = own.filter((l) => l.includes("background job runner error"));
        return found.length > 0 ? found : undefined;
      });
      for (const line of errors) {
        expect(line).not.toMatch(/secretKey|"password"|connectionString|_queryQueue/);
        expect(line.length).toBeLessThan(2048);
        const entry = JSON.parse(line) as { err: { message: string } };
        expect(entry.err.message).toMatch(/terminat/i);
      }
    } finally {
      await withJobs.stop();
    }
  });
});
