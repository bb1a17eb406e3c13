import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { organizationMembers, sessions, users } from "@stockroom/db";
import { createTestDatabase, type TestDatabase } from "@stockroom/db/testing";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_LISTENER_NAME } from "../src/auth/session-cache";
import { type RunningServer, startServerProcess, stopServerProcess } from "./bundle";
import { client, createOrganization, createUser, failure, type TestClient } from "./harness";

// The session cache (auth/session-cache.ts) across two server PROCESSES on one database, each
// the bundle `npm start` runs. Both keep validated sessions for 60 s here, far longer than any
// of these tests, so the cache's own expiry never explains a refusal below: a read may START
// with a cached session but its answer waits for the database's check (trpc.ts
// confirmSession), and every change notifies both processes' caches.

let db: TestDatabase;
let dataDir: string;
let one: RunningServer | undefined;
let two: RunningServer | undefined;
let orgId: string;
const tag = Math.random().toString(36).slice(2, 7);
const adminEmail = `cache.admin.${tag}@test.local`;
const CACHE = { STOCKROOM_SESSION_CACHE_SECONDS: "60" };

/** Every listening connection of the servers, each having answered its LISTEN (idle after a query). */
async function listeners(): Promise<number[]> {
  const rows = await db.db.execute<{ pid: number }>(
    sql`select pid from pg_stat_activity where application_name = ${SESSION_LISTENER_NAME} and state = 'idle' and query <> ''`,
  );
  return rows.map((r) => Number(r.pid));
}

/** Until both servers listen again on connections other than `old` (polled: nothing is timed). */
async function bothListening(old: number[] = []) {
  for (;;) {
    const now = (await listeners()).filter((pid) => !old.includes(pid));
    if (now.length >= 2) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A member signed in on server one, and a client of server two with the same cookie. */
async function memberOnBoth(role: "member" | "admin" = "member") {
  const email = `cache.${role}.${Math.random().toString(36).slice(2, 8)}@test.local`;
  const user = await createUser(db.db, { email, password: "test-password", org: { id: orgId, role } });
  const onOne = client(one?.url ?? "");
  await onOne.trpc.auth.signIn.mutate({ email, password: "test-password" });
  const onTwo = client(two?.url ?? "");
  for (const [name, value] of onOne.jar) onTwo.jar.set(name, value);
  const [member] = await db.db
    .select({ id: organizationMembers.id })
    .from(organizationMembers)
    .where(eq(organizationMembers.userId, user.id));
  return { user, memberId: member?.id ?? "", onOne, onTwo };
}

/** Server two has validated the session and (the cache being on) keeps it: two reads. */
async function warm(c: TestClient) {
  for (let i = 0; i < 2; i++) expect((await c.trpc.auth.session.query())?.user).toBeTruthy();
  await c.trpc.assets.list.query({ page: 1 });
}

/** Deletes a session behind the triggers' back (replica mode fires no trigger): no notification. */
async function deleteSilently(userId: string) {
  await db.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.delete(sessions).where(eq(sessions.userId, userId));
  });
}

let admin: TestClient;

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stockroom-session-cache-"));
  one = await startServerProcess(db.url, path.join(dataDir, "one"), CACHE);
  two = await startServerProcess(db.url, path.join(dataDir, "two"), CACHE);
  const org = await createOrganization(db.db, "Cache Supply");
  orgId = org.id;
  await createUser(db.db, { email: adminEmail, password: "test-password", org: { id: org.id, role: "admin" } });
  admin = client(one?.url ?? "");
  await admin.trpc.auth.signIn.mutate({ email: adminEmail, password: "test-password" });
  await bothListening();
}, 180_000);

afterAll(async () => {
  await Promise.all([stopServerProcess(one), stopServerProcess(two)]);
  await db?.destroy();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the session cache of two server processes", () => {
  it("sends no answer for a session the database no longer has, even when no notification came", async () => {
    const { user, onTwo } = await memberOnBoth();
    await warm(onTwo);
    await deleteSilently(user.id);
    // Server two still has the session cached and no notification came, but a read's answer
    // waits for the database's check of the session (trpc.ts confirmSession)…
    const cookies = new Map(onTwo.jar);
    expect(await onTwo.trpc.auth.session.query()).toBeNull();
    for (const [name, value] of cookies) onTwo.jar.set(name, value);
    expect((await failure(onTwo.trpc.assets.list.query({ page: 1 }))).data?.code).toBe("UNAUTHORIZED");
    for (const [name, value] of cookies) onTwo.jar.set(name, value);
    // …and a write asks the database before anything.
    const write = await failure(onTwo.trpc.profile.updateLanguage.mutate({ language: "de" }));
    expect(write.data?.code).toBe("UNAUTHORIZED");
  });

  it("refuses at once on server two a session signed out on server one", async () => {
    const { onOne, onTwo } = await memberOnBoth();
    await warm(onTwo);
    await onOne.trpc.auth.signOut.mutate();
    expect(await onTwo.trpc.auth.session.query()).toBeNull();
    expect((await failure(onTwo.trpc.assets.list.query({ page: 1 }))).data?.code).toBe("UNAUTHORIZED");
  });

  it("refuses at once on server two a member removed on server one", async () => {
    const { memberId, onTwo } = await memberOnBoth();
    await warm(onTwo);
    await admin.trpc.organization.members.remove.mutate({ memberId });
    const err = await failure(onTwo.trpc.assets.list.query({ page: 1 }));
    expect(err.data?.code).toBe("FORBIDDEN");
    expect(err.message).toBe("No organization context available");
    expect((await onTwo.trpc.auth.session.query())?.membership).toBeNull();
  });

  it("applies at once on server two a role changed on server one", async () => {
    const { memberId, onTwo } = await memberOnBoth("admin");
    await warm(onTwo);
    expect(await onTwo.trpc.organization.invitations.list.query()).toEqual(expect.any(Array));
    await admin.trpc.organization.members.updateRole.mutate({ memberId, role: "member" });
    const err = await failure(onTwo.trpc.organization.invitations.list.query());
    expect(err.data?.code).toBe("FORBIDDEN");
    expect((await onTwo.trpc.auth.session.query())?.membership?.role).toBe("member");
  });

  it("applies at once a change made with plain SQL (a password to change, a deleted user)", async () => {
    const { user, onTwo } = await memberOnBoth();
    await warm(onTwo);
    await db.db.update(users).set({ mustChangePassword: true }).where(eq(users.id, user.id));
    const err = await failure(onTwo.trpc.assets.list.query({ page: 1 }));
    expect(err.message).toBe("You must change your password before continuing.");
    await db.db.delete(users).where(eq(users.id, user.id));
    expect(await onTwo.trpc.auth.session.query()).toBeNull();
  });

  it("forgets every cached session when its listening connection is lost, and uses none it kept before", async () => {
    const { user, onTwo } = await memberOnBoth();
    await warm(onTwo);
    const old = await listeners();
    expect(old.length).toBeGreaterThanOrEqual(2);
    await db.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${SESSION_LISTENER_NAME}`,
    );
    // Back on new connections (each server retries by itself)…
    await bothListening(old);
    // …and what was cached before is gone: a session deleted without any notification is refused.
    await deleteSilently(user.id);
    expect(await onTwo.trpc.auth.session.query()).toBeNull();
  });
});
