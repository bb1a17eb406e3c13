import { rateLimits } from "@stockroom/db";
import { createTestDatabase, type TestDatabase } from "@stockroom/db/testing";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLimiter, deleteExpiredAttempts } from "../src/limits/attempt-limiter";

// Issue 22 §3: one limiter factory over PostgreSQL for every attempt counter.

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  await db?.destroy();
});

const row = async (key: string) => (await db.db.select().from(rateLimits).where(eq(rateLimits.key, key)))[0];

describe("createLimiter", () => {
  it("lets `max` attempts through, then answers the seconds to wait (a Retry-After) until the lock ends", async () => {
    const limiter = createLimiter(db.db, { name: "t-hit", max: 3, windowMinutes: 15, lockMinutes: 15 });
    expect(await limiter.hit("k")).toBe(0);
    expect(await limiter.hit("k")).toBe(0);
    expect(await limiter.hit("k")).toBe(0);
    const wait = await limiter.hit("k");
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    // Another key is its own count.
    expect(await limiter.hit("other")).toBe(0);
  });

  it("counts parallel attempts from many connections exactly once each", async () => {
    const limiter = createLimiter(db.db, { name: "t-parallel", max: 10, windowMinutes: 15, lockMinutes: 15 });
    const waits = await Promise.all(Array.from({ length: 25 }, () => limiter.hit("k")));
    expect(waits.filter((w) => w === 0)).toHaveLength(10);
    expect((await row("t-parallel:k"))?.count).toBe(25);
  });

  it("forgives a success: the attempt that reached the limit and succeeded lifts the lock", async () => {
    const limiter = createLimiter(db.db, { name: "t-forgive", max: 2, windowMinutes: 15, lockMinutes: 15 });
    await limiter.hit("k");
    await limiter.hit("k");
    expect((await row("t-forgive:k"))?.lockedUntil).not.toBeNull();
    await limiter.forgive("k");
    expect(await row("t-forgive:k")).toMatchObject({ count: 1, lockedUntil: null });
    expect(await limiter.hit("k")).toBe(0);
  });

  it("counts failures, locks at `max`, and starts over once the lock has run out", async () => {
    const limiter = createLimiter(db.db, {
      name: "t-count",
      window: "idle",
      max: 3,
      windowMinutes: 15,
      lockMinutes: 15,
    });
    expect([await limiter.count("k"), await limiter.count("k"), await limiter.count("k")]).toEqual([1, 2, 3]);
    expect((await row("t-count:k"))?.lockedUntil).not.toBeNull();
    await db.db.execute(sql`update rate_limits set locked_until = now() - interval '1 second' where key = 't-count:k'`);
    expect(await limiter.count("k")).toBe(1);
    expect((await row("t-count:k"))?.lockedUntil).toBeNull();
  });

  it("a ceiling (lockMinutes 0) counts past max and never locks; the window's end starts it over", async () => {
    const limiter = createLimiter(db.db, { name: "t-ceiling", max: 2, windowMinutes: 60, lockMinutes: 0 });
    expect([await limiter.count("k"), await limiter.count("k"), await limiter.count("k")]).toEqual([1, 2, 3]);
    expect((await row("t-ceiling:k"))?.lockedUntil).toBeNull();
    await db.db.execute(sql`update rate_limits set reset_at = now() - interval '1 second' where key = 't-ceiling:k'`);
    expect(await limiter.count("k")).toBe(1);
  });

  it("an idle window runs from the last event, a fixed one from the first", async () => {
    const idle = createLimiter(db.db, { name: "t-idle", window: "idle", max: 9, windowMinutes: 60, lockMinutes: 60 });
    const fixed = createLimiter(db.db, { name: "t-fixed", max: 9, windowMinutes: 60, lockMinutes: 60 });
    for (const l of [idle, fixed]) {
      await l.count("k");
      await db.db.execute(sql`update rate_limits set reset_at = now() + interval '1 minute' where key = ${l.key("k")}`);
      await l.count("k");
    }
    const minutesLeft = sql<number>`round(extract(epoch from reset_at - now()) / 60)::int`;
    const [left] = await db.db.execute<{ idle: number; fixed: number }>(sql`
      select (select ${minutesLeft} from rate_limits where key = 't-idle:k') as idle,
             (select ${minutesLeft} from rate_limits where key = 't-fixed:k') as fixed`);
    expect(left).toEqual({ idle: 60, fixed: 1 });
  });

  it("lockFor locks a key whatever its count; the cleanup deletes only keys whose window and lock are over", async () => {
    const limiter = createLimiter(db.db, { name: "t-lock", max: 99, windowMinutes: 15, lockMinutes: 15 });
    await limiter.lockFor("k", 30);
    expect(await limiter.hit("k")).toBeGreaterThan(29 * 60);
    await db.db.execute(sql`update rate_limits set reset_at = now() - interval '1 second' where key = 't-lock:k'`);
    await deleteExpiredAttempts(db.db);
    expect(await row("t-lock:k")).toBeDefined();
    await db.db.execute(sql`update rate_limits set locked_until = now() - interval '1 second' where key = 't-lock:k'`);
    await deleteExpiredAttempts(db.db);
    expect(await row("t-lock:k")).toBeUndefined();
  });
});
