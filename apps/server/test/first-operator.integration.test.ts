import { platformOperators, users } from "@stockroom/db";
import { createTestDatabase, type TestDatabase } from "@stockroom/db/testing";
import { afterAll, beforeAll, expect, it } from "vitest";
import { verifyPassword } from "../src/auth/password";
import { ensureFirstOperator } from "../src/services/auth/ensure-first-operator";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.destroy();
});

it("creates the first operator once, with a generated one-time password", async () => {
  const [first, second] = await Promise.all([
    ensureFirstOperator(db.db, { email: undefined, password: undefined }),
    ensureFirstOperator(db.db, { email: undefined, password: undefined }),
  ]);
  const created = first ?? second;
  expect([first, second].filter(Boolean)).toHaveLength(1);
  expect(created?.email).toBe("admin@stockroom.local");
  expect(created?.generatedPassword).toMatch(/^[A-HJ-NP-Za-km-z2-9]{8}$/);
  const all = await db.db.select().from(users);
  expect(all).toHaveLength(1);
  expect(all[0]?.mustChangePassword).toBe(true);
  expect(await verifyPassword(all[0]?.passwordHash, created?.generatedPassword ?? "")).toBe(true);
  expect(await db.db.select().from(platformOperators)).toHaveLength(1);
});
