import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { rateLimits } from "@stockroom/db";
import { createTestDatabase, type TestDatabase } from "@stockroom/db/testing";
import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServerProcess, stopServerProcess } from "./bundle";
import { client, createOrganization, createUser, failure } from "./harness";

// Two server PROCESSES on one database (docs/scale-out.md): nothing a request depends on
// may live in one process's memory. Sessions and attempt counters are rows in PostgreSQL.
// Each process is the bundle `npm start` runs (test/bundle.ts), not the sources.

let db: TestDatabase;
let dataDir: string;
let one: RunningServer | undefined;
let two: RunningServer | undefined;
const email = `scale.out.${Math.random().toString(36).slice(2, 7)}@test.local`;

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stockroom-two-servers-"));
  // Migrations are idempotent; the second process finds them applied.
  one = await startServerProcess(db.url, path.join(dataDir, "one"));
  two = await startServerProcess(db.url, path.join(dataDir, "two"));
  const org = await createOrganization(db.db, "Scale Out Supply");
  await createUser(db.db, { email, password: "test-password", org: { id: org.id, role: "admin" } });
}, 180_000);

afterAll(async () => {
  await Promise.all([stopServerProcess(one), stopServerProcess(two)]);
  await db?.destroy();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("two server processes on one database", () => {
  it("accepts on the second server a session signed in on the first, and signs it out everywhere", async () => {
    const onOne = client(one?.url ?? "");
    const viewer = await onOne.trpc.auth.signIn.mutate({ email, password: "test-password" });
    expect(viewer.user.email).toBe(email);

    const onTwo = client(two?.url ?? "");
    for (const [name, value] of onOne.jar) onTwo.jar.set(name, value);
    const session = await onTwo.trpc.auth.session.query();
    expect(session?.user.email).toBe(email);
    expect(session?.membership).toMatchObject({ role: "admin", organization: { name: "Scale Out Supply" } });

    await onTwo.trpc.auth.signOut.mutate();
    expect(await onOne.trpc.auth.session.query()).toBeNull();
  });

  it("counts sign-in attempts across both servers: the 11th wrong password is refused on either", async () => {
    const target = `limit.${email}`;
    const servers = [client(one?.url ?? ""), client(two?.url ?? "")] as const;
    // 10 attempts per e-mail per 15 minutes (one server alone would allow 10 each).
    for (let i = 0; i < 10; i++) {
      const err = await failure(
        servers[i % 2 === 0 ? 0 : 1].trpc.auth.signIn.mutate({ email: target, password: "wrong" }),
      );
      expect(err.data?.code).not.toBe("TOO_MANY_REQUESTS");
    }
    for (const c of servers) {
      const err = await failure(c.trpc.auth.signIn.mutate({ email: target, password: "wrong" }));
      expect(err.data?.code).toBe("TOO_MANY_REQUESTS");
      expect(err.message).toMatch(/Too many sign-in attempts/);
    }
    const [row] = await db.db
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(like(rateLimits.key, `%${target}%`));
    expect(row?.count).toBe(12);
  });
});
