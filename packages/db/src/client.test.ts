import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
