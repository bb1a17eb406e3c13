import { randomUUID } from "node:crypto";
import {
  WEBHOOK_DISABLE_AFTER_FAILURES,
  WEBHOOK_EVENTS_MESSAGE,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_URL_MESSAGE,
  WEBHOOK_URL_PRIVATE_MESSAGE,
  webhookRetryDelaySeconds,
} from "@stockroom/core";
import { activityLog, createDatabase, webhookDeliveries, webhookEndpoints } from "@stockroom/db";
import { and, eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, describe, expect, it } from "vitest";
import { dispatchPendingEvents } from "../src/services/events/dispatch-events";
import {
  BlockedAddressError,
  blockedAddressReason,
  NO_ALLOWED_ADDRESSES,
  parseAddressAllowList,
  resolveCheckedAddress,
} from "../src/services/webhooks/address-guard";
import { deliverDueWebhooks } from "../src/services/webhooks/deliver-due-webhooks";
import { queueEventDeliveries } from "../src/services/webhooks/queue-webhook-deliveries";
import {
  openWebhookSecret,
  SealedSecretError,
  sealPlainWebhookSecrets,
  WEBHOOK_SECRET_UNREADABLE,
} from "../src/services/webhooks/secret-box";
import { sendWebhook } from "../src/services/webhooks/send-webhook";
import { generateWebhookSecret } from "../src/services/webhooks/webhook-signature";
import { failure, type OrgFixture, setUpTwoOrganizations, type TestApp } from "./harness";
import { startReceiver } from "./webhook-receiver";

// Issue 27 "Webhooks": endpoints, signatures, retries, disabling, the delivery log, and
// deliveries that never block anything. The receivers are real local HTTP servers that verify
// every signature with the `standardwebhooks` library. The retry clock is injected (`now`).

let t: TestApp;
let a: OrgFixture;
let b: OrgFixture;
setUpTwoOrganizations(
  "webhooks",
  (f) => {
    ({ t, a, b } = f);
  },
  { WEBHOOK_ALLOW_ADDRESSES: "127.0.0.1" },
);
const allow = parseAddressAllowList("127.0.0.1");
/** The key the test server seals the endpoints' signing secrets under (secret-box.ts). */
const serverSecret = () => t.app.deps.config.pinSecret;
const receivers: Array<{ close(): Promise<void> }> = [];
afterAll(async () => {
  for (const r of receivers) await r.close();
});

async function receiver(...args: Parameters<typeof startReceiver>) {
  const r = await startReceiver(...args);
  receivers.push(r);
  return r;
}

/** An event of organization A as the outbox hands it to the webhooks consumer. */
async function emit(kind: string, data: Record<string, unknown> = {}, orgId = a.org.id) {
  const event = { id: randomUUID(), organizationId: orgId, kind, subjectId: randomUUID(), data, createdAt: new Date() };
  await t.db.db.transaction((tx) => queueEventDeliveries(tx, [event]));
  return event;
}

async function deliveriesOf(endpointId: string) {
  return t.db.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));
}

/** Disables every endpoint of A but `keep`, so a test's events reach only its own receiver. */
async function only(keep: string) {
  const rows = await t.db.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.organizationId, a.org.id));
  for (const row of rows) {
    if (row.id !== keep)
      await t.db.db.update(webhookEndpoints).set({ enabled: false }).where(eq(webhookEndpoints.id, row.id));
  }
}

describe("endpoints (admin procedures)", () => {
  it("creates an endpoint whose secret is shown once, never listed", async () => {
    const created = await a.admin.trpc.webhooks.create.mutate({
      url: "https://hooks.example.com/stockroom",
      description: "Purchasing",
      eventTypes: ["asset.created", "stock.changed"],
    });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const list = await a.admin.trpc.webhooks.list.query();
    const listed = list.find((e) => e.id === created.endpoint.id);
    expect(listed).toMatchObject({
      url: "https://hooks.example.com/stockroom",
      eventTypes: ["asset.created", "stock.changed"],
      enabled: true,
    });
    expect(JSON.stringify(list)).not.toContain(created.secret);
    const [activity] = await t.db.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.organizationId, a.org.id), eq(activityLog.entityId, created.endpoint.id)));
    expect(activity?.type).toBe("webhook_endpoint_created");
  });

  it.each([
    ["ftp://hooks.example.com/x", WEBHOOK_URL_MESSAGE],
    ["hooks.example.com/x", WEBHOOK_URL_MESSAGE],
    ["https://user:pass@hooks.example.com/x", WEBHOOK_URL_MESSAGE],
    ["http://10.0.0.5/x", WEBHOOK_URL_PRIVATE_MESSAGE],
    ["http://169.254.169.254/latest/meta-data", WEBHOOK_URL_PRIVATE_MESSAGE],
    ["http://[::1]:8080/x", WEBHOOK_URL_PRIVATE_MESSAGE],
    ["http://192.168.1.1/x", WEBHOOK_URL_PRIVATE_MESSAGE],
  ])("refuses %s with a message and saves nothing", async (url, message) => {
    const before = (await a.admin.trpc.webhooks.list.query()).length;
    const err = await failure(a.admin.trpc.webhooks.create.mutate({ url, eventTypes: ["asset.created"] }));
    expect(err.message).toBe(message);
    expect((await a.admin.trpc.webhooks.list.query()).length).toBe(before);
  });

  it("refuses an empty event filter", async () => {
    const err = await failure(a.admin.trpc.webhooks.create.mutate({ url: "https://x.example.com", eventTypes: [] }));
    expect(err.message).toBe(WEBHOOK_EVENTS_MESSAGE);
  });

  it("is for administrators: a member is refused, and B never sees or touches A's endpoint", async () => {
    const created = await a.admin.trpc.webhooks.create.mutate({
      url: "https://a.example.com/h",
      eventTypes: ["asset.deleted"],
    });
    expect((await failure(a.member.trpc.webhooks.list.query())).data?.code).toBe("FORBIDDEN");
    expect((await b.admin.trpc.webhooks.list.query()).map((e) => e.id)).not.toContain(created.endpoint.id);
    const id = { endpointId: created.endpoint.id };
    const calls = [
      () => b.admin.trpc.webhooks.rotateSecret.mutate(id),
      () => b.admin.trpc.webhooks.sendTest.mutate(id),
      () => b.admin.trpc.webhooks.delete.mutate(id),
      () => b.admin.trpc.webhooks.deliveries.query(id),
      () =>
        b.admin.trpc.webhooks.update.mutate({
          ...id,
          url: "https://b.example.com",
          eventTypes: ["asset.created"],
          enabled: true,
        }),
    ];
    for (const call of calls) expect((await failure(call())).message).toBe("Webhook endpoint not found");
    const [row] = await t.db.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, created.endpoint.id));
    expect(row?.url).toBe("https://a.example.com/h");
  });

  it("updates, then deletes with its log", async () => {
    const { endpoint } = await a.admin.trpc.webhooks.create.mutate({
      url: "https://c.example.com/h",
      eventTypes: ["asset.deleted"],
    });
    const updated = await a.admin.trpc.webhooks.update.mutate({
      endpointId: endpoint.id,
      url: "https://c.example.com/v2",
      description: "v2",
      eventTypes: ["low_stock", "import.completed"],
      enabled: false,
    });
    expect(updated).toMatchObject({
      url: "https://c.example.com/v2",
      enabled: false,
      disabledReason: "Disabled by an administrator.",
    });
    await a.admin.trpc.webhooks.sendTest.mutate({ endpointId: endpoint.id });
    await a.admin.trpc.webhooks.delete.mutate({ endpointId: endpoint.id });
    expect(await deliveriesOf(endpoint.id)).toEqual([]);
    expect((await a.admin.trpc.webhooks.list.query()).map((e) => e.id)).not.toContain(endpoint.id);
  });
});

describe("signing secrets at rest", () => {
  it("are stored sealed under the server secret, never as the secret itself, and bound to their endpoint", async () => {
    const r = await receiver();
    const { endpoint, secret } = await a.admin.trpc.webhooks.create.mutate({
      url: r.url,
      eventTypes: ["stock.changed"],
    });
    const [row] = await t.db.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row?.secret).toMatch(/^sealed:v1:/);
    expect(row?.secret).not.toContain(secret.slice("whsec_".length));
    expect(openWebhookSecret(serverSecret(), endpoint.id, row?.secret ?? "")).toBe(secret);
    // Copied onto another endpoint (another organization's), it does not open.
    expect(() => openWebhookSecret(serverSecret(), randomUUID(), row?.secret ?? "")).toThrow(SealedSecretError);
    // A rotation seals the new one; the previous one stays sealed.
    const { secret: next } = await a.admin.trpc.webhooks.rotateSecret.mutate({ endpointId: endpoint.id });
    const [rotated] = await t.db.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(rotated?.secret).toMatch(/^sealed:v1:/);
    expect(rotated?.previousSecret).toBe(row?.secret);
    expect(openWebhookSecret(serverSecret(), endpoint.id, rotated?.secret ?? "")).toBe(next);
    await a.admin.trpc.webhooks.delete.mutate({ endpointId: endpoint.id });
  });

  it("a secret stored plain before sealing still signs, and is sealed by the delivery job's first run", async () => {
    const r = await receiver();
    const { endpoint } = await a.admin.trpc.webhooks.create.mutate({ url: r.url, eventTypes: ["stock.changed"] });
    await only(endpoint.id);
    const plain = generateWebhookSecret();
    await t.db.db.update(webhookEndpoints).set({ secret: plain }).where(eq(webhookEndpoints.id, endpoint.id));
    r.state.secret = plain;
    await emit("stock.changed", { quantity: 1 });
    await deliverDueWebhooks(t.db.db, { serverSecret: serverSecret(), allow });
    expect(r.received.map((m) => m.verified)).toEqual([true]);
    expect(await sealPlainWebhookSecrets(t.db.db, serverSecret())).toBeGreaterThanOrEqual(1);
    const [row] = await t.db.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row?.secret).toMatch(/^sealed:v1:/);
    expect(openWebhookSecret(serverSecret(), endpoint.id, row?.secret ?? "")).toBe(plain);
    await emit("stock.changed", { quantity: 2 });
    await deliverDueWebhooks(t.db.db, { serverSecret: serverSecret(), allow });
    expect(r.received.map((m) => m.verified)).toEqual([true, true]);
    await a.admin.trpc.webhooks.delete.mutate({ endpointId: endpoint.id });
  });

  it("with another server secret nothing is sent: the attempt fails and says to rotate", async () => {
    const r = await receiver();
    const { endpoint, secret } = await a.admin.trpc.webhooks.create.mutate({
      url: r.url,
      eventTypes: ["stock.changed"],
    });
    await only(endpoint.id);
    r.state.secret = secret;
    await emit("stock.changed", { quantity: 1 });
    expect(await deliverDueWebhooks(t.db.db, { serverSecret: "another-key", allow })).toMatchObject({
      attempted: 1,
      failed: 1,
    });
    expect(r.received).toHaveLength(0);
    const [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({ status: "pending", error: WEBHOOK_SECRET_UNREADABLE, responseStatus: null });
    // With the right key the retry is signed and verifies.
    await deliverDueWebhooks(t.db.db, { serverSecret: serverSecret(), allow, now: new Date(Date.now() + 3600_000) });
    expect(r.received.map((m) => m.verified)).toEqual([true]);
    await a.admin.trpc.webhooks.delete.mutate({ endpointId: endpoint.id });
  });
});

describe("delivery", () => {
  it("signs every message per Standard Webhooks; the receiver verifies it with the standardwebhooks library", async () => {
    const r = await receiver();
    const { endpoint, secret } = await a.admin.trpc.webhooks.create.mutate({
      url: r.url,
      eventTypes: ["asset.created", "asset.updated"],
    });
    await only(endpoint.id);
    r.state.secret = secret;
    const created = await emit("asset.created", { name: "Drill" });
    await emit("asset.updated", { name: "Drill 2" });
    await emit("asset.deleted"); // not in the filter
    await emit("asset.created", {}, b.org.id); // another organization
    const result = await deliverDueWebhooks(t.db.db, { serverSecret: serverSecret(), allow });
    expect(result).toEqual({ attempted: 2, succeeded: 2, failed: 0 });
    expect(r.received.map((m) => m.verified)).toEqual([true, true]);
    expect(r.received.every((m) => /^v1,[A-Za-z0-9+/=]+$/.test(m.signature) && /^msg_/.test(m.id))).toBe(true);
    const bodies = r.received.map((m) => JSON.parse(m.body) as { type: string; data: { id: string; name: string } });
    expect(bodies.map((m) => m.type).sort()).toEqual(["asset.created", "asset.updated"]);
    expect(bodies.find((m) => m.type === "asset.created")?.data).toEqual({ id: created.subjectId, name: "Drill" });
    // A forged body fails verification with the same headers.
    const first = r.received[0];
    expect(() =>
      new Webhook(secret).verify(`${first?.body} `, {
        "webhook-id": first?.id ?? "",
        "webhook-timestamp": first?.timestamp ?? "",
        "webhook-signature": first?.signature ?? "",
      }),
    ).toThrow();
    // The delivery log shows the request, the answer and its timing.
    const log = await a.admin.trpc.webhooks.deliveries.query({ endpointId: endpoint.id });
    expect(log.total).toBe(2);
    for (const d of log.deliveries) {
      expect(d).toMatchObject({ status: "succeeded", attempts: 1, responseStatus: 200, responseBody: "ok" });
      expect(d.durationMs).toBeGreaterThanOrEqual(0);
      expect(r.received.map((m) => m.body)).toContain(d.requestBody);
    }
  });

  it("after a rotation both secrets verify until the previous one expires", async () => {
    const r = await receiver();
    const { endpoint, secret: oldSecret } = await a.admin.trpc.webhooks.create.mutate({
      url: r.url,
      eventTypes: ["stock.changed"],
    });
    await only(endpoint.id);
    const { secret: newSecret, endpoint: rotated } = await a.admin.trpc.webhooks.rotateSecret.mutate({
      endpointId: endpoint.id,
    });
    expect(newSecret).not.toBe(oldSecret);
    expect(rotated.previousSecretExpiresAt).not.toBeNull();
    r.state.secret = oldSecret;
    await emit("stock.changed", { quantity: 3 });
    await deliverDueWebhooks(t.db.db, { serverSecret: serverSecret(), allow });
    r.state.secret = newSecret;
    await emit("stock.changed", { quantity: 4 });
    await deliverDueWebhooks(t.db.db, { serverSecret: serverSecret(), allow });
    expect(r.received.map((m) => m.verified)).toEqual([true, true]);
    expect(r.received[0]?.signature.split(" ")).toHaveLength(2);
    // After the previous secret's expiry only the new one signs.
    await emit("stock.changed", { quantity: 5 });
    r.state.secret = oldSecret;
    await deliverDueWebhooks(t.db.db, {
      serverSecret: serverSecret(),
      allow,
      now: new Date(Date.now() + 25 * 3600_000),
    });
    expect(r.received[2]?.signature.split(" ")).toHaveLength(1);
    expect(r.received[2]?.verified).toBe(false);
  });

  it("a receiver answering 500 is retried with backoff; the event arrives once it recovers, with one webhook-id", async () => {
    let healthy = false;
    const r = await receiver(() => (healthy ? 200 : 500));
    const { endpoint, secret } = await a.admin.trpc.webhooks.create.mutate({
      url: r.url,
      eventTypes: ["correction.applied"],
    });
    await only(endpoint.id);
    r.state.secret = secret;
    await emit("correction.applied", { quantity: 8 });
    const t0 = new Date();
    expect(await deliverDueWebhooks(t.db.db, { serverSecret: serverSecret(), allow, now: t0 })).toMatchObject({
      attempted: 1,
      failed: 1,
    });
    let [row] = await deliveriesOf(endpoint.id);
    expect(row).toMatchObject({
      status: "pending",
      attempts: 1,
      responseStatus: 500,
      responseBody: "receiver says no",
    });
    expect(row?.nextAttemptAt?.getTime()).toBe(t0.getTime() + (webhookRetryDelaySeconds(1) ?? 0) * 1000);
    // Not due yet: nothing is sent.
    expect(
      (await deliverDueWebhooks(t.db.db, { serverSecret: serverSecret(), allow, now: new Date(t0.getTime() + 10_000) }))
        .attempted,
    ).toBe(0);
    const t1 = new Date(t0.getTime() + 31_000);
    expect(await deliverDueWebhooks(t.db.db, { serverSecret: serverSecret(), allow, now: t1 })).toMatchObject({
      attempted: 1,
      failed: 1,
    });
    [row] = await deliveriesOf(endpoint.id);
    expect(row?.nextAttemptAt?.getTime()).toBe(t1.getTime() + (webhookRetryDelaySeconds(2) ?? 0) * 1000);
    healthy = true;
    expect(
      await deliverDueWebhooks(t.db.db, { serverSecret: serverSecret(), allow, now: new Date(t1.getTime() + 121_000) }),
    ).toMatchObject({
      succeeded: 1,
    });
    [row] = await deliveriesOf(endpoint.id);
    expect(row).toMatchObject({ status: "succeeded", attempts: 3, responseStatus: 200 });
    expect(r.received.map((m) => m.answered)).toEqual([500, 500, 200]);
    expect(new Set(r.received.map((m) => m.id)).size).toBe(1);
    expect(r.received.every((m) => m.verified)).toBe(true);
    const [ep] = await t.db.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(ep?.consecutiveFailures).toBe(0);
  });

  it("an endpoint failing for a day is disabled and the admins are told in the activity log", async () => {
    const r = await receiver(() => 503);
    const { endpoint } = await a.admin.trpc.webhooks.create.mutate({ url: r.url, eventTypes: ["import.completed"] });
    await only(endpoint.id);
    await emit("import.completed", { created: 3 });
    let now = Date.now();
    for (let attempt = 1; attempt <= WEBHOOK_MAX_ATTEMPTS; attempt++) {
      expect(
        (await deliverDueWebhooks(t.db.db, { serverSecret: serverSecret(), allow, now: new Date(now) })).attempted,
      ).toBe(1);
      now += ((webhookRetryDelaySeconds(attempt) ?? 0) + 1) * 1000;
    }
    const [row] = await deliveriesOf(endpoint.id);
    expect(row).toMatchObject({ status: "failed", attempts: WEBHOOK_MAX_ATTEMPTS });
    const [ep] = await t.db.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(ep).toMatchObject({ enabled: false, consecutiveFailures: WEBHOOK_DISABLE_AFTER_FAILURES });
    expect(ep?.disabledReason).toContain("answered 503");
    const entries = await t.db.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, endpoint.id), eq(activityLog.type, "webhook_endpoint_disabled")));
    expect(entries).toHaveLength(1);
    expect(entries[0]?.organizationId).toBe(a.org.id);
    // A disabled endpoint gets no new events; the admin re-enables it and it does again.
    await emit("import.completed", { created: 1 });
    expect(await deliveriesOf(endpoint.id)).toHaveLength(1);
    await a.admin.trpc.webhooks.update.mutate({
      endpointId: endpoint.id,
      url: r.url,
      eventTypes: ["import.completed"],
      enabled: true,
    });
    await emit("import.completed", { created: 2 });
    expect(await deliveriesOf(endpoint.id)).toHaveLength(2);
  });

  it("Redeliver and Send test event queue messages the receiver verifies; Redeliver keeps the webhook-id", async () => {
    const r = await receiver();
    const { endpoint, secret } = await a.admin.trpc.webhooks.create.mutate({
      url: r.url,
      eventTypes: ["asset.deleted"],
    });
    await only(endpoint.id);
    r.state.secret = secret;
    await emit("asset.deleted");
    await deliverDueWebhooks(t.db.db, { serverSecret: serverSecret(), allow });
    const [original] = (await a.admin.trpc.webhooks.deliveries.query({ endpointId: endpoint.id })).deliveries;
    await a.admin.trpc.webhooks.redeliver.mutate({ deliveryId: original?.id ?? "" });
    await a.admin.trpc.webhooks.sendTest.mutate({ endpointId: endpoint.id });
    expect((await deliverDueWebhooks(t.db.db, { serverSecret: serverSecret(), allow })).succeeded).toBe(2);
    expect(r.received).toHaveLength(3);
    expect(r.received.every((m) => m.verified)).toBe(true);
    expect(r.received[1]?.id).toBe(original?.webhookId);
    expect(r.received[1]?.body).toBe(original?.requestBody);
    expect(JSON.parse(r.received[2]?.body ?? "{}").type).toBe("webhook.test");
    const err = await failure(b.admin.trpc.webhooks.redeliver.mutate({ deliveryId: original?.id ?? "" }));
    expect(err.message).toBe("Webhook delivery not found");
  });

  it("two processes' dispatchers and deliverers at once deliver each event once, with one webhook-id across its retries", async () => {
    // Every message fails the first time it arrives, then succeeds.
    const seen = new Set<string>();
    const r = await receiver((m) => {
      if (seen.has(m.id)) return 200;
      seen.add(m.id);
      return 500;
    });
    const { endpoint, secret } = await a.admin.trpc.webhooks.create.mutate({
      url: r.url,
      eventTypes: ["stock.changed"],
    });
    await only(endpoint.id);
    r.state.secret = secret;
    await dispatchPendingEvents(t.db.db); // what earlier tests left in the outbox
    // Twelve counts: twelve stock.changed events in the outbox.
    const type = await a.admin.trpc.assetTypes.create.mutate({ name: "Two processes type" });
    const asset = await a.admin.trpc.assets.create.mutate({ name: "Two processes asset", asset_type_id: type.id });
    await dispatchPendingEvents(t.db.db);
    await t.db.db.delete(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id)); // the intake's
    for (let i = 0; i < 12; i++) {
      await a.admin.trpc.inventory.items.recordCheck.mutate({ id: asset.inventoryItemId, quantity: i + 1 });
    }
    // A second process: its own pool on the same database. Both dispatch the outbox at once.
    const other = createDatabase(t.db.url, { max: 4 });
    try {
      await Promise.all([
        dispatchPendingEvents(t.db.db),
        dispatchPendingEvents(other.db),
        dispatchPendingEvents(other.db),
      ]);
      let now = Date.now();
      for (let round = 0; round < 3; round++) {
        await Promise.all([
          deliverDueWebhooks(t.db.db, { serverSecret: serverSecret(), allow, now: new Date(now), batch: 5 }),
          deliverDueWebhooks(other.db, { serverSecret: serverSecret(), allow, now: new Date(now), batch: 5 }),
          deliverDueWebhooks(other.db, { serverSecret: serverSecret(), allow, now: new Date(now), batch: 5 }),
        ]);
        now += 3600_000;
      }
    } finally {
      await other.close();
    }
    const rows = await deliveriesOf(endpoint.id);
    expect(rows).toHaveLength(12);
    expect(rows.every((d) => d.status === "succeeded" && d.attempts === 2)).toBe(true);
    // Each message: exactly one 500 and one 200, both under the same id.
    const byId = new Map<string, unknown[]>();
    for (const m of r.received) byId.set(m.id, [...(byId.get(m.id) ?? []), m.answered]);
    expect(byId.size).toBe(12);
    for (const answers of byId.values()) expect(answers).toEqual([500, 200]);
    expect(r.received.every((m) => m.verified)).toBe(true);
  });

  it("a hanging receiver never blocks a count: the attempt times out on its own", async () => {
    const r = await receiver(() => "hang");
    const { endpoint } = await a.admin.trpc.webhooks.create.mutate({ url: r.url, eventTypes: ["inventory.checked"] });
    await only(endpoint.id);
    await emit("inventory.checked");
    let settled = false;
    const delivering = deliverDueWebhooks(t.db.db, { serverSecret: serverSecret(), allow, timeoutMs: 4000 }).finally(
      () => {
        settled = true;
      },
    );
    // While the receiver holds the request, counts go through.
    await r.whenOpen();
    const type = await a.admin.trpc.assetTypes.create.mutate({ name: "Hanging type" });
    const asset = await a.admin.trpc.assets.create.mutate({
      name: "Hanging asset",
      asset_type_id: type.id,
      current_inventory: 1,
    });
    const check = await a.admin.trpc.inventory.items.recordCheck.mutate({ id: asset.inventoryItemId, quantity: 4 });
    expect(check.historyId).toBeTruthy();
    expect(settled).toBe(false);
    expect(r.openCount()).toBe(1);
    expect(await delivering).toMatchObject({ attempted: 1, failed: 1 });
    const [row] = await deliveriesOf(endpoint.id);
    expect(row).toMatchObject({ status: "pending", responseStatus: null, error: "No answer within 4 s" });
  });
});

describe("events from the services, through the outbox", () => {
  it("asset, count, correction and import events reach the endpoint, each verified, nothing of another organization", async () => {
    await dispatchPendingEvents(t.db.db); // what earlier tests left in the outbox
    const r = await receiver();
    const { endpoint, secret } = await a.admin.trpc.webhooks.create.mutate({
      url: r.url,
      eventTypes: [
        "asset.created",
        "asset.updated",
        "asset.deleted",
        "inventory.checked",
        "stock.changed",
        "correction.applied",
        "import.completed",
      ],
    });
    await only(endpoint.id);
    r.state.secret = secret;
    const type = await a.admin.trpc.assetTypes.create.mutate({ name: "Outbox type" });
    const asset = await a.admin.trpc.assets.create.mutate({
      name: "Outbox asset",
      asset_type_id: type.id,
      current_inventory: 2,
    });
    const bType = await b.admin.trpc.assetTypes.create.mutate({ name: "B outbox type" });
    await b.admin.trpc.assets.create.mutate({ name: "B outbox asset", asset_type_id: bType.id });
    await a.admin.trpc.assets.update.mutate({
      id: asset.id,
      values: { name: "Outbox asset 2", asset_type_id: type.id },
    });
    const check = await a.admin.trpc.inventory.items.recordCheck.mutate({ id: asset.inventoryItemId, quantity: 6 });
    await a.admin.trpc.inventory.history.applyCorrection.mutate({
      historyId: check.historyId,
      quantity: 7,
      reason: "Miscount",
    });
    await a.admin.trpc.assets.delete.mutate({ id: asset.id });
    const form = new FormData();
    form.append(
      "file",
      new Blob(["External ID,Name,Asset type,Quantity\r\nHOOK1,Imported drill,Outbox type,4"]),
      "hooks.csv",
    );
    const uploaded = (await (
      await a.admin.fetch(`${t.baseUrl}/api/uploads/imports`, { method: "POST", body: form })
    ).json()) as {
      url: string;
    };
    const imported = await a.admin.trpc.assets.import.commit.mutate({ file: uploaded.url, matchKey: "external_id" });

    // Nothing is sent before the dispatcher hands the events on.
    expect(await deliveriesOf(endpoint.id)).toEqual([]);
    await dispatchPendingEvents(t.db.db);
    await deliverDueWebhooks(t.db.db, { serverSecret: serverSecret(), allow });
    expect(r.received.every((m) => m.verified)).toBe(true);
    const messages = r.received.map((m) => JSON.parse(m.body) as { type: string; data: Record<string, unknown> });
    const types = messages.map((m) => m.type).sort();
    expect(types).toEqual(
      [
        "asset.created", // the asset
        "asset.deleted",
        "asset.updated",
        "correction.applied",
        "import.completed",
        "inventory.checked",
        "stock.changed", // intake
        "stock.changed", // check
        "stock.changed", // the imported asset's stock
      ].sort(),
    );
    const of = (type: string) => messages.filter((m) => m.type === type).map((m) => m.data);
    expect(of("asset.created")[0]).toMatchObject({ id: asset.id, assetId: asset.id, name: "Outbox asset" });
    expect(of("asset.updated")[0]).toMatchObject({ assetId: asset.id, name: "Outbox asset 2" });
    expect(of("asset.deleted")[0]).toMatchObject({ assetId: asset.id });
    expect(of("correction.applied")[0]).toMatchObject({
      historyId: check.historyId,
      assetId: asset.id,
      originalQuantity: 6,
      correctedQuantity: 7,
    });
    expect(of("import.completed")[0]).toMatchObject({ batchId: (imported as { batchId: string }).batchId, created: 1 });
    expect(JSON.stringify(messages)).not.toContain("B outbox");
    // Written in the web app: the actor is the signed-in user.
    const actors = r.received.map((m) => (JSON.parse(m.body) as { actor?: unknown }).actor);
    expect(new Set(actors.map((x) => JSON.stringify(x)))).toEqual(
      new Set([JSON.stringify({ type: "user", id: a.adminUser.id })]),
    );
  });

  it("an event of a write through the REST API names the token as its actor: { type: 'token', id }", async () => {
    await dispatchPendingEvents(t.db.db);
    const r = await receiver();
    const { endpoint, secret } = await a.admin.trpc.webhooks.create.mutate({
      url: r.url,
      eventTypes: ["asset.created", "asset.updated", "inventory.checked", "stock.changed", "correction.applied"],
    });
    await only(endpoint.id);
    r.state.secret = secret;
    const token = await a.admin.trpc.apiTokens.create.mutate({
      name: "Hook actor",
      scopes: ["assets:write", "inventory:write"],
      expiresInDays: 7,
    });
    const call = async (method: string, path: string, body: unknown) => {
      const res = await fetch(`${t.baseUrl}/api/v1${path}`, {
        method,
        headers: { authorization: `Bearer ${token.token}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      expect(res.status, path).toBeLessThan(300);
      return (await res.json()) as Record<string, string>;
    };
    const type = await call("POST", "/asset-types", { name: "Token hook type" });
    const asset = await call("POST", "/assets", { name: "Token hook asset", asset_type_id: type.id });
    await call("PATCH", `/assets/${asset.id}`, { values: { name: "Token hook asset 2", asset_type_id: type.id } });
    const check = await call("POST", `/inventory/items/${asset.inventoryItemId}/checks`, { quantity: 5 });
    await call("POST", `/inventory/history/${check.historyId}/corrections`, { quantity: 6, reason: "Recount" });
    await dispatchPendingEvents(t.db.db);
    await deliverDueWebhooks(t.db.db, { serverSecret: serverSecret(), allow });
    const messages = r.received.map((m) => JSON.parse(m.body) as { type: string; actor: unknown });
    expect(r.received.every((m) => m.verified)).toBe(true);
    expect(messages.map((m) => m.type).sort()).toEqual(
      [
        "asset.created",
        "asset.updated",
        "correction.applied",
        "inventory.checked",
        "stock.changed",
        "stock.changed",
      ].sort(),
    );
    for (const m of messages) expect(m.actor, m.type).toEqual({ type: "token", id: token.id });
  });
});

describe("SSRF guard", () => {
  it.each([
    ["10.1.2.3", "private"],
    ["172.16.0.9", "private"],
    ["192.168.0.1", "private"],
    ["127.0.0.1", "loopback"],
    ["127.8.9.10", "loopback"],
    ["169.254.169.254", "linkLocal"],
    ["::1", "loopback"],
    ["fe80::1", "linkLocal"],
    ["fd00::1", "uniqueLocal"],
    ["::ffff:10.0.0.1", "private"],
    ["0.0.0.0", "unspecified"],
    ["100.64.0.1", "carrierGradeNat"],
  ])("refuses %s (%s)", (address, range) => {
    expect(blockedAddressReason(address)).toBe(range);
  });

  it("lets public addresses through, and the allowed ones only", () => {
    expect(blockedAddressReason("93.184.216.34")).toBeNull();
    expect(blockedAddressReason("2606:2800:220:1:248:1893:25c8:1946")).toBeNull();
    expect(blockedAddressReason("127.0.0.1", allow)).toBeNull();
    expect(blockedAddressReason("127.0.0.2", allow)).toBe("loopback");
    expect(blockedAddressReason("10.0.0.1", allow)).toBe("private");
  });

  it("checks every address a host name resolves to", async () => {
    const resolver = async () => [
      { address: "93.184.216.34", family: 4 },
      { address: "10.0.0.7", family: 4 },
    ];
    await expect(resolveCheckedAddress("mixed.example", NO_ALLOWED_ADDRESSES, resolver)).rejects.toBeInstanceOf(
      BlockedAddressError,
    );
    // localhost resolves (for real, /etc/hosts) to loopback addresses.
    await expect(resolveCheckedAddress("localhost", NO_ALLOWED_ADDRESSES)).rejects.toBeInstanceOf(BlockedAddressError);
  });

  it.each([
    "http://127.0.0.1:PORT/hooks",
    "http://localhost:PORT/hooks",
    "http://[::1]:PORT/hooks",
    "http://10.0.0.1:PORT/hooks",
    "http://169.254.169.254:PORT/hooks",
  ])("never sends to %s without the allowance, and says why in the log", async (template) => {
    const r = await receiver();
    const url = template.replace("PORT", String(r.port));
    const attempt = await sendWebhook(
      { url, headers: {}, body: "{}" },
      { allow: NO_ALLOWED_ADDRESSES, timeoutMs: 1000 },
    );
    expect(attempt).toMatchObject({ ok: false, status: null });
    expect(attempt.error).toMatch(/webhooks are only sent to public addresses/);
    expect(r.received).toHaveLength(0);
  });

  it("a host name saved on an endpoint is checked at delivery: localhost is refused without the allowance", async () => {
    const r = await receiver();
    const { endpoint } = await a.admin.trpc.webhooks.create.mutate({
      url: `http://localhost:${r.port}/hooks`,
      eventTypes: ["asset.created"],
    });
    await only(endpoint.id);
    await emit("asset.created");
    await deliverDueWebhooks(t.db.db, { serverSecret: serverSecret(), allow: NO_ALLOWED_ADDRESSES });
    const [row] = await deliveriesOf(endpoint.id);
    expect(row?.error).toMatch(/^localhost resolves to (127\.0\.0\.1|::1) \(loopback\)/);
    expect(r.received).toHaveLength(0);
  });
});
