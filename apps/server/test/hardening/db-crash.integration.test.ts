import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { assetTypes, createDatabase, freePort } from "@stockroom/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BundledServer, startBundledServer } from "../bundle";
import { createOrganization, createUser, signedInClient, type TestApp } from "../harness";

// Finding 1 (issue 10) and issue 21 §1: the server survives a PostgreSQL crash under load.
// The server runs as `npm start` runs it (the built bundle on plain node, npm start's
// environment, its embedded database, the background jobs on); the postmaster is killed
// with SIGKILL while 100 writes are in flight. The same server process must stay up,
// answer every request (200, or 503 with a plain sentence while the database is away),
// restart the postmaster itself, report /healthz false then true, keep every write it
// acknowledged, and serve afterwards. Before the driver patch the bundle died here with
// "TypeError: Cannot read properties of null (reading 'write') at Immediate.nextWrite".

const WRITERS = 100;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stockroom-crash-"));
// The postgres OS user (root runs it as that user) must be able to enter the folder.
fs.chmodSync(dataDir, 0o755);
const pgDir = path.join(dataDir, "postgres");

let server: BundledServer;
let baseUrl: string;

function postmasterPid(): number {
  return Number(fs.readFileSync(path.join(pgDir, "postmaster.pid"), "utf8").split("\n")[0]);
}

function databaseUrl(): string {
  const pidFile = fs.readFileSync(path.join(pgDir, "postmaster.pid"), "utf8").split("\n");
  const state = JSON.parse(fs.readFileSync(`${pgDir}.stockroom-embedded.json`, "utf8")) as { password: string };
  return `postgres://stockroom:${encodeURIComponent(state.password)}@127.0.0.1:${pidFile[3]}/stockroom`;
}

async function health(): Promise<number> {
  try {
    return (await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(10_000) })).status;
  } catch {
    return 0;
  }
}

async function until(what: string, check: () => Promise<boolean>, ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}\n${server.output().slice(-3000)}`);
}

beforeAll(async () => {
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  server = startBundledServer({
    PORT: String(port),
    HOST: "127.0.0.1",
    STOCKROOM_DATA_DIR: dataDir,
    STOCKROOM_WEB_DIST: "/nonexistent",
    STOCKROOM_ADMIN_EMAIL: "operator@crash.test",
    STOCKROOM_ADMIN_PASSWORD: "operator-password",
  });
  await until("the server to start", async () => (await health()) === 200, 110_000);
}, 120_000);

afterAll(async () => {
  const { child } = server ?? {};
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await Promise.race([exited, new Promise((r) => setTimeout(r, 20_000))]);
  }
  // A server that died (the failure this test exists for) leaves its postmaster behind.
  try {
    process.kill(postmasterPid(), "SIGINT");
  } catch {
    // stopped with the server
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("PostgreSQL killed with SIGKILL during 100 concurrent writes (the bundle npm start runs)", () => {
  it("the same process stays up, answers every request, recovers and keeps every acknowledged write", async () => {
    const pid = server.child.pid;
    const setup = createDatabase(databaseUrl(), { max: 2 });
    const org = await createOrganization(setup.db, "Crash Org");
    await createUser(setup.db, {
      email: "writer@crash.test",
      password: "test-password",
      org: { id: org.id, role: "member" },
    });
    await setup.close();
    const writer = await signedInClient({ baseUrl } as TestApp, "writer@crash.test");

    const acknowledged: string[] = [];
    const statuses = new Map<number | string, number>();
    const messages = new Set<string>();
    let healthSeen503 = false;
    let stop = false;
    let firstAnswer: () => void = () => {};
    const answered = new Promise<void>((r) => (firstAnswer = r));
    // Each writer sends one write after another; a request that gets no answer at all
    // (a hung or reset connection) is counted as such and fails the test below.
    const loop = async (n: number) => {
      for (let i = 0; !stop; i++) {
        const name = `burst ${n}-${i}`;
        let status: number | string;
        try {
          const res = await writer.fetch(`${baseUrl}/trpc/assetTypes.create`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ json: { name } }),
            signal: AbortSignal.timeout(60_000),
          });
          status = res.status;
          const text = await res.text();
          if (res.status === 200) acknowledged.push(name);
          else messages.add((JSON.parse(text) as { error: { json: { message: string } } }).error.json.message);
        } catch (err) {
          status = `no answer (${(err as Error).name})`;
        }
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        firstAnswer();
        if (status !== 200) await new Promise((r) => setTimeout(r, 50));
      }
    };
    const killed = postmasterPid();
    const writers = Array.from({ length: WRITERS }, (_, n) => loop(n));
    // The first answers are back, the other writes of the first hundred are in flight.
    await answered;
    process.kill(killed, "SIGKILL");
    await until(
      "/healthz to turn false",
      async () => {
        healthSeen503 ||= (await health()) === 503;
        return healthSeen503 || (statuses.get(503) ?? 0) > 0;
      },
      20_000,
    );
    await until("/healthz to turn true again", async () => (await health()) === 200, 90_000);
    await new Promise((r) => setTimeout(r, 500));
    stop = true;
    await Promise.all(writers);
    const output = server.output();

    // The same process, still running, never stopped.
    expect(server.child.exitCode).toBeNull();
    expect(server.child.pid).toBe(pid);
    expect(fs.existsSync(`/proc/${pid}`)).toBe(true);
    expect(output).not.toMatch(/uncaught exception; stopping|Cannot read properties of null/);
    expect(postmasterPid()).not.toBe(killed);
    // Every request was answered: 200, or 503 with the plain sentence.
    expect([...statuses.keys()].filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(statuses.get(503) ?? 0).toBeGreaterThan(0);
    expect([...messages]).toEqual(["The database is not available right now. Please try again in a moment."]);
    expect(output).toMatch(/PostgreSQL stopped unexpectedly/);
    expect(output).toMatch(/PostgreSQL restarted/);
    // The job runner lost its connections too: its log lines name the error, never the
    // PostgreSQL client (no password, no secretKey, no 8 KB lines).
    expect(output).not.toMatch(/secretKey|"password"|_connectionCallback/);
    expect(Math.max(...output.split("\n").map((l) => l.length))).toBeLessThan(4096);

    // Acknowledged writes against rows present: none lost.
    const check = createDatabase(databaseUrl(), { max: 2 });
    const stored = new Set(
      (
        await check.db.select({ name: assetTypes.name }).from(assetTypes).where(eq(assetTypes.organizationId, org.id))
      ).map((r) => r.name),
    );
    await check.close();
    const missing = acknowledged.filter((n) => !stored.has(n));
    expect(acknowledged.length).toBeGreaterThan(WRITERS);
    expect(missing).toEqual([]);

    // And the same process works again on its own, without a restart.
    const after = await writer.trpc.assetTypes.create.mutate({ name: "after the crash" });
    expect(after).toMatchObject({ name: "after the crash" });
    expect(server.child.pid).toBe(pid);
    expect(server.child.exitCode).toBeNull();
    if (process.env.HARDENING_REPORT)
      console.info({
        acknowledged: acknowledged.length,
        stored: stored.size,
        statuses: Object.fromEntries(statuses),
        output: output.slice(-2500),
      });
  }, 200_000);
});
