import { listChanges, rateLimits } from "@stockroom/db";
import { createTestDatabase, type TestDatabase } from "@stockroom/db/testing";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { type BackgroundJobs, startBackgroundJobs } from "../src/jobs";
import { defineJob, definitionJobId, JobClient, jobId } from "../src/jobs/client";
import { JOB_DEFINITIONS } from "../src/jobs/definitions";
import { LIMITER_CLEANUP_JOB } from "../src/jobs/definitions/limiter-cleanup";
import { LIST_CHANGES_PRUNE_JOB } from "../src/jobs/definitions/list-changes-prune";
import { MONTHLY_SNAPSHOT_JOB } from "../src/jobs/definitions/monthly-snapshot";

// Issue 22 §4: jobs are definitions in one registry, started by one client; a keyed job has
// one id from every process; the limiter cleanup runs as a job, not inside a request.

let db: TestDatabase;
let servers: BackgroundJobs[] = [];
const log = { info: () => {}, error: () => {} };

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

beforeAll(async () => {
  db = await createTestDatabase();
  // Two server processes' job runners on one database, started at the same moment.
  servers = await Promise.all([startBackgroundJobs(db.url, db.db, log), startBackgroundJobs(db.url, db.db, log)]);
});

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await db?.destroy();
});

describe("the job registry", () => {
  it("starts every definition: its queue, and one schedule row per scheduled job however many processes start", async () => {
    expect(JOB_DEFINITIONS.map((d) => d.id)).toEqual(
      expect.arrayContaining([
        MONTHLY_SNAPSHOT_JOB.id,
        LIMITER_CLEANUP_JOB.id,
        LIST_CHANGES_PRUNE_JOB.id,
        "monthly-snapshots-catch-up",
      ]),
    );
    expect(new Set(JOB_DEFINITIONS.map((d) => d.id)).size).toBe(JOB_DEFINITIONS.length);
    for (const definition of JOB_DEFINITIONS) {
      expect(await servers[0]?.boss.getQueue(definition.id), definition.id).not.toBeNull();
    }
    const schedules = await db.db.execute<{ name: string; cron: string; n: number }>(
      sql`select name, cron, count(*) over (partition by name)::int as n from pgboss.schedule order by name`,
    );
    const scheduled = JOB_DEFINITIONS.filter((d) => d.cron).sort((x, y) => x.id.localeCompare(y.id));
    expect(schedules.map((s) => [s.name, s.cron, s.n])).toEqual(scheduled.map((d) => [d.id, d.cron, 1]));
  });

  it("runs each definition's handler through its worker (the cleanup, triggered like its schedule does)", async () => {
    const result = await servers[1]?.client.trigger(LIMITER_CLEANUP_JOB, {});
    expect(result).toBe("queued");
    const state = await until("the cleanup job to complete", async () => {
      const [row] = await db.db.execute<{ state: string }>(sql`
        select state from (
          select name, state from pgboss.job union all select name, state from pgboss.archive
        ) j where name = ${LIMITER_CLEANUP_JOB.id} and state = 'completed' limit 1`);
      return row?.state;
    });
    expect(state).toBe("completed");
  });
});

describe("the limiter cleanup job", () => {
  it("deletes the attempt rows whose window and lock are over, and keeps every live one", async () => {
    const past = sql`now() - interval '1 minute'`;
    const future = sql`now() + interval '10 minutes'`;
    await db.db.insert(rateLimits).values([
      { key: "test:window-over", count: 3, resetAt: past },
      { key: "test:lock-over", count: 5, resetAt: past, lockedUntil: past },
      { key: "test:window-live", count: 2, resetAt: future },
      { key: "test:lock-live", count: 5, resetAt: past, lockedUntil: future },
    ]);
    // The job's handler, as its worker runs it.
    await LIMITER_CLEANUP_JOB.handler({}, { db: db.db, log, trigger: async () => "queued" as const });
    const left = await db.db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(sql`${rateLimits.key} like 'test:%'`);
    expect(left.map((r) => r.key).sort()).toEqual(["test:lock-live", "test:window-live"]);
  });
});

describe("the list change notes cleanup job", () => {
  it("deletes the notes older than an hour and keeps the newer ones, once for every process (a schedule)", async () => {
    const org = "00000000-0000-4000-8000-00000000c0de";
    const ago = (minutes: number) => sql`clock_timestamp() - make_interval(mins => ${minutes})`;
    await db.db.insert(listChanges).values([
      { organizationId: org, tableName: "assets", xact: sql`'1001'::xid8`, changedAt: ago(61) },
      { organizationId: org, tableName: "inventory_items", xact: sql`'1002'::xid8`, changedAt: ago(24 * 60) },
      { organizationId: org, tableName: "assets", xact: sql`'1003'::xid8`, changedAt: ago(59) },
      { organizationId: org, tableName: "assets", xact: sql`'1004'::xid8` },
    ]);
    // Scheduled like the other cleanup (every 5 minutes), not run inside requests.
    expect(LIST_CHANGES_PRUNE_JOB.cron).toBe("*/5 * * * *");
    // The job's handler, as its worker runs it.
    await LIST_CHANGES_PRUNE_JOB.handler({}, { db: db.db, log, trigger: async () => "queued" as const });
    const left = await db.db
      .select({ xact: sql<string>`${listChanges.xact}::text` })
      .from(listChanges)
      .where(sql`${listChanges.organizationId} = ${org}`);
    expect(left.map((r) => r.xact).sort()).toEqual(["1003", "1004"]);
  });
});

describe("a keyed job", () => {
  it("is queued once when two processes trigger it at the same moment (one deterministic id)", async () => {
    const ran: string[] = [];
    const ONCE_JOB = defineJob({
      id: "test-once",
      name: "A keyed test job",
      schema: z.object({ k: z.string() }),
      retry: { limit: 0, delaySeconds: 1, backoff: false },
      key: ({ k }) => `test-once.${k}`,
      async handler({ k }) {
        ran.push(k);
      },
    });
    const clients = await Promise.all(
      [0, 1].map(() => JobClient.create([ONCE_JOB], { databaseUrl: db.url, db: db.db, log })),
    );
    await Promise.all(clients.map((c) => c.start()));
    try {
      const results = await Promise.all(clients.map((c) => c.trigger(ONCE_JOB, { k: "a" })));
      expect(results.sort()).toEqual(["queued", "waiting"]);
      const id = definitionJobId(ONCE_JOB, { k: "a" });
      expect(id).toBe(jobId("test-once.a"));
      await until("the keyed job to run", async () => (ran.length > 0 ? true : undefined));
      const [count] = await db.db.execute<{ n: number }>(sql`
        select count(*)::int as n from (
          select id from pgboss.job where name = 'test-once' union all select id from pgboss.archive where name = 'test-once'
        ) j`);
      expect(count?.n).toBe(1);
      expect(ran).toEqual(["a"]);
      // The month snapshot's id is the one the catch-up has always used for a month.
      expect(definitionJobId(MONTHLY_SNAPSHOT_JOB, { month: "2026-01" })).toBe(jobId("monthly-snapshot.2026-01"));
    } finally {
      await Promise.all(clients.map((c) => c.stop()));
    }
  });
});
