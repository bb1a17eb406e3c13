import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { webhookDeliveries } from "@stockroom/db";
import { createTestDatabase, type TestDatabase } from "@stockroom/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseAddressAllowList } from "../src/services/webhooks/address-guard";
import { deliverDueWebhooks } from "../src/services/webhooks/deliver-due-webhooks";
import { serverBundle } from "./bundle";
import { client, createOrganization, createUser, signedInClient } from "./harness";
import { startReceiver } from "./webhook-receiver";

// Issue 27: "With two server processes each event is delivered once, with one webhook-id
// across retries." Two real server processes on one database, each running its background
// jobs: the outbox dispatcher and the webhook deliverer, both woken by NOTIFY. Every message
// fails its first attempt (the processes make it), then the retries are run with an injected
// clock from here (no waiting for the backoff).

interface Running {
  url: string;
  process: ChildProcess;
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

async function startServerProcess(databaseUrl: string, dataDir: string): Promise<Running> {
  const port = await freePort();
  // The bundle npm start runs (test/bundle.global-setup.ts builds it), not the sources.
  const child = spawn(process.execPath, [serverBundle], {
    env: {
      ...process.env,
      NODE_ENV: "test",
      STOCKROOM_JOBS: "1",
      WEBHOOK_ALLOW_ADDRESSES: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      STOCKROOM_DATA_DIR: dataDir,
      STOCKROOM_WEB_DIST: "/nonexistent",
      STOCKROOM_ADMIN_PASSWORD: "operator-password-for-tests",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (d) => {
    stderr += d;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, process: child };
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start: ${stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function stop(r: Running | undefined) {
  if (!r || r.process.exitCode !== null) return;
  r.process.kill("SIGTERM");
  await new Promise((resolve) => r.process.once("exit", resolve));
}

let db: TestDatabase;
let dataDir: string;
let one: Running | undefined;
let two: Running | undefined;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const email = `hooks.two.${Math.random().toString(36).slice(2, 7)}@test.local`;

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stockroom-webhooks-two-"));
  one = await startServerProcess(db.url, path.join(dataDir, "one"));
  two = await startServerProcess(db.url, path.join(dataDir, "two"));
  const org = await createOrganization(db.db, "Two Hooks Supply");
  await createUser(db.db, { email, password: "test-password", org: { id: org.id, role: "admin" } });
  // Every message fails the first time it arrives, then succeeds.
  const seen = new Set<string>();
  receiver = await startReceiver((m) => {
    if (seen.has(m.id)) return 200;
    seen.add(m.id);
    return 500;
  });
}, 300_000);

afterAll(async () => {
  await receiver?.close();
  await Promise.all([stop(one), stop(two)]);
  await db?.destroy();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("webhooks with two server processes", () => {
  it("delivers each event once, with one webhook-id across its retries", async () => {
    const onOne = client(one?.url ?? "");
    await onOne.trpc.auth.signIn.mutate({ email, password: "test-password" });
    const { secret } = await onOne.trpc.webhooks.create.mutate({ url: receiver.url, eventTypes: ["stock.changed"] });
    receiver.state.secret = secret;
    const type = await onOne.trpc.assetTypes.create.mutate({ name: "Two servers type" });
    const asset = await onOne.trpc.assets.create.mutate({ name: "Two servers asset", asset_type_id: type.id });
    const onTwo = await signedInClient({ baseUrl: two?.url ?? "" } as Parameters<typeof signedInClient>[0], email);
    // Counts on both servers: 1 intake + 10 checks = 11 stock.changed events.
    for (let i = 0; i < 10; i++) {
      const c = i % 2 === 0 ? onOne : onTwo;
      await c.trpc.inventory.items.recordCheck.mutate({ id: asset.inventoryItemId, quantity: i + 1 });
    }
    // The processes dispatch and make each message's first attempt on their own (NOTIFY).
    await expect.poll(() => receiver.received.length, { timeout: 60_000, interval: 200 }).toBe(11);
    // The retries, with the clock moved past the backoff, from this process and a second pool.
    const allow = parseAddressAllowList("127.0.0.1");
    const later = new Date(Date.now() + 3600_000);
    await Promise.all([
      deliverDueWebhooks(db.db, { allow, now: later }),
      deliverDueWebhooks(db.db, { allow, now: later }),
    ]);
    const rows = await db.db.select().from(webhookDeliveries);
    expect(rows).toHaveLength(11);
    expect(rows.every((d) => d.status === "succeeded" && d.attempts === 2)).toBe(true);
    const byId = new Map<string, unknown[]>();
    for (const m of receiver.received) byId.set(m.id, [...(byId.get(m.id) ?? []), m.answered]);
    expect(byId.size).toBe(11);
    for (const answers of byId.values()) expect(answers).toEqual([500, 200]);
    expect(receiver.received.every((m) => m.verified)).toBe(true);
  });
});
