import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { webhookDeliveries } from "@stockroom/db";
import { createTestDatabase, type TestDatabase } from "@stockroom/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseAddressAllowList } from "../src/services/webhooks/address-guard";
import { deliverDueWebhooks } from "../src/services/webhooks/deliver-due-webhooks";
import { type RunningServer, startServerProcess, stopServerProcess } from "./bundle";
import { client, createOrganization, createUser, signedInClient } from "./harness";
import { startReceiver } from "./webhook-receiver";

// Issue 27: "With two server processes each event is delivered once, with one webhook-id
// across retries." Two real server processes on one database, each running its background
// jobs: the outbox dispatcher and the webhook deliverer, both woken by NOTIFY. Every message
// fails its first attempt (the processes make it), then the retries are run with an injected
// clock from here (no waiting for the backoff).

/**
 * Each process runs the background jobs and may deliver to the local receiver, and both share
 * the server secret (docs/scale-out.md): the signing secrets are sealed under it.
 */
const serverSecret = randomBytes(32).toString("hex");
const JOBS_AND_LOCAL_WEBHOOKS = {
  STOCKROOM_JOBS: "1",
  WEBHOOK_ALLOW_ADDRESSES: "127.0.0.1",
  STOCKROOM_SECRET: serverSecret,
};

let db: TestDatabase;
let dataDir: string;
let one: RunningServer | undefined;
let two: RunningServer | undefined;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const email = `hooks.two.${Math.random().toString(36).slice(2, 7)}@test.local`;

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stockroom-webhooks-two-"));
  one = await startServerProcess(db.url, path.join(dataDir, "one"), JOBS_AND_LOCAL_WEBHOOKS);
  two = await startServerProcess(db.url, path.join(dataDir, "two"), JOBS_AND_LOCAL_WEBHOOKS);
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
  await Promise.all([stopServerProcess(one), stopServerProcess(two)]);
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
      deliverDueWebhooks(db.db, { allow, now: later, serverSecret }),
      deliverDueWebhooks(db.db, { allow, now: later, serverSecret }),
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
