import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { assetTypes, createDatabase, freePort } from "@stockroom/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganization, createUser, signedInClient, type TestApp } from "../harness";

// Finding 1: the server survives a PostgreSQL crash. The real entry point (main.ts) runs
// with its embedded database; the postmaster is killed with SIGKILL in the middle of a
// burst of writes. The server must stay up, answer 503 with a plain sentence while the
// database is away, restart the postmaster itself (crash recovery), report /healthz
// false then true, and keep every write it acknowledged.

const root = path.resolve(__dirname, "../../../..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stockroom-crash-"));
// The postgres OS user (root runs it as that user) must be able to enter the folder.
fs.chmodSync(dataDir, 0o755);
const pgDir = path.join(dataDir, "postgres");

let server: ChildProcess;
let baseUrl: string;
let output = "";

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
  throw new Error(`timed out waiting for ${what}\n${output.slice(-3000)}`);
}

beforeAll(async () => {
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    STOCKROOM_DATA_DIR: dataDir,
    STOCKROOM_WEB_DIST: "/nonexistent",
    STOCKROOM_ADMIN_EMAIL: "operator@crash.test",
    STOCKROOM_ADMIN_PASSWORD: "operator-password",
    LOG_LEVEL: "warn",
  };
  delete env.DATABASE_URL;
  server = spawn(path.join(root, "node_modules/.bin/tsx"), [path.join(root, "apps/server/src/main.ts")], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (c: Buffer) => (output += c.toString()));
  server.stderr?.on("data", (c: Buffer) => (output += c.toString()));
  await until("the server to start", async () => (await health()) === 200, 110_000);
}, 120_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server.once("exit", r));
    server.kill("SIGTERM");
    await Promise.race([exited, new Promise((r) => setTimeout(r, 20_000))]);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("PostgreSQL killed with SIGKILL mid-burst (embedded database, real entry point)", () => {
  it("stays up, answers 503 meanwhile, restarts the postmaster and keeps every acknowledged write", async () => {
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
    const statuses = new Map<number, number>();
    const messages = new Set<string>();
    let healthSeen503 = false;
    let stop = false;
    const loop = async (n: number) => {
      for (let i = 0; !stop; i++) {
        const name = `burst ${n}-${i}`;
        const res = await writer.fetch(`${baseUrl}/trpc/assetTypes.create`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ json: { name } }),
        });
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        const text = await res.text();
        if (res.status === 200) acknowledged.push(name);
        else {
          messages.add((JSON.parse(text) as { error: { json: { message: string } } }).error.json.message);
          await new Promise((r) => setTimeout(r, 50));
        }
      }
    };
    const writers = Array.from({ length: 8 }, (_, n) => loop(n));
    const killed = postmasterPid();
    await new Promise((r) => setTimeout(r, 400));
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

    expect(server.exitCode).toBeNull();
    expect(postmasterPid()).not.toBe(killed);
    expect([...statuses.keys()].every((s) => s === 200 || s === 503)).toBe(true);
    expect(statuses.get(503) ?? 0).toBeGreaterThan(0);
    expect([...messages]).toEqual(["The database is not available right now. Please try again in a moment."]);
    expect(output).toMatch(/PostgreSQL stopped unexpectedly/);
    expect(output).toMatch(/PostgreSQL restarted/);

    const check = createDatabase(databaseUrl(), { max: 2 });
    const stored = new Set(
      (
        await check.db.select({ name: assetTypes.name }).from(assetTypes).where(eq(assetTypes.organizationId, org.id))
      ).map((r) => r.name),
    );
    await check.close();
    const missing = acknowledged.filter((n) => !stored.has(n));
    expect(acknowledged.length).toBeGreaterThan(10);
    expect(missing).toEqual([]);

    // And it works again on its own, without a restart of the app.
    const after = await writer.trpc.assetTypes.create.mutate({ name: "after the crash" });
    expect(after).toMatchObject({ name: "after the crash" });
    if (process.env.HARDENING_REPORT)
      console.info({
        acknowledged: acknowledged.length,
        statuses: Object.fromEntries(statuses),
        output: output.slice(-2500),
      });
  }, 150_000);
});
