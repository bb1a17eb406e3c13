import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createTestDatabase, type TestDatabase } from "@stockroom/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseWorkers } from "../src/env";
import { client, createOrganization, createUser } from "./harness";

// WEB_CONCURRENCY=2: the real entry point (main.ts) as a primary with two cluster workers
// on one port (cluster.ts). The primary keeps the database; a worker that dies is replaced
// in its slot (slot 0 keeps the background jobs); SIGTERM stops the workers, then the primary.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

interface Worker {
  pid: number;
  slot: string;
  jobs: string;
}

function read(file: string): string {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return "";
  }
}

function descendants(pid: number): number[] {
  const children = read(`/proc/${pid}/task/${pid}/children`).trim().split(/\s+/).filter(Boolean).map(Number);
  return children.flatMap((c) => [c, ...descendants(c)]);
}

/** The cluster workers under the spawned process: those the primary gave a slot. */
function workersOf(pid: number): Worker[] {
  return descendants(pid)
    .map((p) => {
      const env = new Map(
        read(`/proc/${p}/environ`)
          .split("\0")
          .map((kv) => [kv.slice(0, kv.indexOf("=")), kv.slice(kv.indexOf("=") + 1)] as const),
      );
      return { pid: p, slot: env.get("STOCKROOM_WORKER_SLOT") ?? "", jobs: env.get("STOCKROOM_JOBS") ?? "" };
    })
    .filter((w) => w.slot !== "")
    .sort((a, b) => a.slot.localeCompare(b.slot));
}

async function waitFor<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, "127.0.0.1", () => {
      const address = s.address();
      s.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

const healthy = async (url: string) => {
  try {
    return (await fetch(`${url}/healthz`)).ok ? true : undefined;
  } catch {
    return undefined;
  }
};

let db: TestDatabase;
let dataDir: string;
let server: ChildProcess | undefined;
let url = "";
let output = "";
const email = `cluster.${Math.random().toString(36).slice(2, 7)}@test.local`;

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stockroom-cluster-"));
  const port = await freePort();
  server = spawn(path.join(root, "node_modules/.bin/tsx"), [path.join(root, "apps/server/src/main.ts")], {
    env: {
      ...process.env,
      NODE_ENV: "test",
      WEB_CONCURRENCY: "2",
      STOCKROOM_JOBS: "1",
      DATABASE_URL: db.url,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      STOCKROOM_DATA_DIR: dataDir,
      STOCKROOM_WEB_DIST: "/nonexistent",
      STOCKROOM_ADMIN_PASSWORD: "operator-password-for-tests",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (d) => {
    output += d;
  });
  server.stderr?.on("data", (d) => {
    output += d;
  });
  url = `http://127.0.0.1:${port}`;
  await waitFor(
    "the server",
    () => (server?.exitCode === null ? healthy(url) : Promise.reject(new Error(output))),
    90_000,
  );
  await waitFor("the start message", () => (output.includes("Stockroom is running") ? true : undefined));
  const org = await createOrganization(db.db, "Cluster Supply");
  await createUser(db.db, { email, password: "test-password", org: { id: org.id, role: "admin" } });
}, 180_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill("SIGKILL");
    for (const w of workersOf(server.pid ?? 0)) process.kill(w.pid, "SIGKILL");
  }
  await db?.destroy();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("WEB_CONCURRENCY", () => {
  it("is 1 unless set, a whole number of processes when set, and refused otherwise", () => {
    expect(parseWorkers(undefined)).toBe(1);
    expect(parseWorkers("")).toBe(1);
    expect(parseWorkers(" 3 ")).toBe(3);
    for (const bad of ["0", "-1", "two", "1.5"]) expect(() => parseWorkers(bad)).toThrow(/WEB_CONCURRENCY/);
  });
});

describe("WEB_CONCURRENCY=2: a primary and two workers on one port", () => {
  it("serves from two workers, announces itself once and runs the background jobs in slot 0 only", async () => {
    const workers = workersOf(server?.pid ?? 0);
    expect(workers.map((w) => [w.slot, w.jobs])).toEqual([
      ["0", "1"],
      ["1", "0"],
    ]);
    expect(output.match(/Stockroom is running at .*2 server processes/g)).toHaveLength(1);
    // The first operator is created once and printed once.
    expect(output.match(/First start: a platform operator account was created/g)).toHaveLength(1);

    // New connections go to the workers in turn; a session works on either.
    const c = client(url);
    await c.trpc.auth.signIn.mutate({ email, password: "test-password" });
    for (let i = 0; i < 6; i++) expect((await c.trpc.auth.session.query())?.user.email).toBe(email);
  });

  it("replaces a worker that dies, in its slot, while the other keeps answering", async () => {
    const before = workersOf(server?.pid ?? 0);
    const slot0 = before.find((w) => w.slot === "0");
    expect(slot0).toBeDefined();
    process.kill(slot0?.pid ?? 0, "SIGKILL");
    // A connection handed to the dead worker before the primary notices fails; the next one
    // goes to the live worker.
    expect(await waitFor("an answer from the other worker", () => healthy(url), 10_000)).toBe(true);
    const after = await waitFor("a new worker in slot 0", () => {
      const now = workersOf(server?.pid ?? 0);
      return now.length === 2 && now.every((w) => w.pid !== slot0?.pid) ? now : undefined;
    });
    expect(after.map((w) => [w.slot, w.jobs])).toEqual([
      ["0", "1"],
      ["1", "0"],
    ]);
    await waitFor("the new worker to listen", () => healthy(url));
    await waitFor("the restart to be logged", () =>
      /A server process stopped \(SIGKILL\); starting another/.test(output) ? true : undefined,
    );
  });

  it("stops the workers, then itself, on SIGTERM", async () => {
    const workers = await waitFor("two workers", () => {
      const now = workersOf(server?.pid ?? 0);
      return now.length === 2 ? now : undefined;
    });
    const exited = new Promise<number | null>((resolve) => server?.once("exit", (code) => resolve(code)));
    server?.kill("SIGTERM");
    expect(await exited).toBe(0);
    for (const w of workers) expect(fs.existsSync(`/proc/${w.pid}`)).toBe(false);
    expect(output).toMatch(/SIGTERM received, stopping/);
  });
});
