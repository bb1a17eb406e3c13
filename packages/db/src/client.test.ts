import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { planOnce } from "./client";
import { users } from "./schema/index";
import { createTestDatabase, type TestDatabase } from "./testing";

// drizzle sends its queries with prepare:false, which costs postgres.js two round trips per
// parameterized statement; createDatabase turns prepared statements on (client.ts).

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.destroy();
});

/** The statements prepared on the transaction's own connection. */
async function preparedOnThisConnection(tx: Parameters<Parameters<TestDatabase["db"]["transaction"]>[0]>[0]) {
  const rows = await tx.execute<{ statement: string }>(sql`select statement from pg_prepared_statements`);
  return rows.map((r) => r.statement);
}

describe("createDatabase", () => {
  it("prepares drizzle's parameterized statements, in transactions too, and answers them as before", async () => {
    const id = randomUUID();
    await db.db.insert(users).values({ id, email: `prepared.${id}@test.local` });
    const statements = await db.db.transaction(async (tx) => {
      const [found] = await tx.select({ email: users.email }).from(users).where(eq(users.id, id));
      expect(found?.email).toBe(`prepared.${id}@test.local`);
      // Sent together and pipelined; each sees the one before it.
      const [, [updated]] = await Promise.all([
        tx.update(users).set({ fullName: "Prepared" }).where(eq(users.id, id)),
        tx.select({ fullName: users.fullName }).from(users).where(eq(users.id, id)),
      ]);
      expect(updated?.fullName).toBe("Prepared");
      return preparedOnThisConnection(tx);
    });
    expect(statements.some((s) => /^select "email" from "users" where "users"\."id" = \$1/.test(s))).toBe(true);
    expect(statements.some((s) => /^update "users" set "full_name" = \$1/.test(s))).toBe(true);
  });

  it("leaves statements with more than 64 parameters unprepared (id lists of every length)", async () => {
    const ids = Array.from({ length: 65 }, () => randomUUID());
    const statements = await db.db.transaction(async (tx) => {
      expect(await tx.select({ id: users.id }).from(users).where(inArray(users.id, ids))).toEqual([]);
      return preparedOnThisConnection(tx);
    });
    expect(statements.some((s) => s.includes("$65"))).toBe(false);
  });
});

describe("planOnce", () => {
  it("runs on connections that keep one plan per statement; everything else keeps PostgreSQL's usual rule", async () => {
    const setting = async (target: Parameters<typeof planOnce>[0]) =>
      (await target.execute<{ plan_cache_mode: string }>(sql`show plan_cache_mode`))[0]?.plan_cache_mode;
    expect(await setting(planOnce(db.db))).toBe("force_generic_plan");
    expect(await setting(db.db)).toBe("auto");
    // A statement prepared there is planned once, whatever its limit: no custom plan, ever.
    const id = randomUUID();
    await db.db.insert(users).values({ id, email: `plan.once.${id}@test.local` });
    const once = planOnce(db.db);
    for (let i = 0; i < 12; i++) {
      const rows = await once
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, id))
        .limit(i + 1);
      expect(rows).toEqual([{ email: `plan.once.${id}@test.local` }]);
    }
    const plans = await once.execute<{ generic: number; custom: number }>(
      sql`select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements
          where statement like 'select "email" from "users" where "users"."id" = $1 limit $2%'`,
    );
    expect(plans.length).toBeGreaterThan(0);
    for (const p of plans) {
      expect(p.custom).toBe(0);
      expect(p.generic).toBeGreaterThan(0);
    }
  });

  it("is the transaction itself inside a transaction, and the database itself for a handle it does not know", async () => {
    await db.db.transaction(async (tx) => {
      expect(planOnce(tx)).toBe(tx);
    });
    const other = {} as Parameters<typeof planOnce>[0];
    expect(planOnce(other)).toBe(other);
  });
});
