import { domainEvents, inventoryItems } from "@stockroom/db";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { defineJob, JobClient } from "../src/jobs/client";
import type { EventConsumer, StoredDomainEvent } from "../src/services/events/consumers";
import { dispatchPendingEvents } from "../src/services/events/dispatch-events";
import { emitEvent, userActor } from "../src/services/events/emit-event";
import { recordInventoryEvent } from "../src/services/inventory/record-inventory-event";
import { type OrgFixture, setUpTwoOrganizations, type TestApp } from "./harness";

// The domain-event outbox (issues 25 and 27): events are written in the change's own
// transaction, handed to each consumer once however many dispatchers run, and a NOTIFY at
// commit wakes the dispatchers.

let t: TestApp;
let a: OrgFixture;
let b: OrgFixture;
let drill: { id: string };
let itemId: string;
const clients: JobClient[] = [];

setUpTwoOrganizations("domain-events", async (f) => {
  ({ t, a, b } = f);
  const tools = await a.admin.trpc.assetTypes.create.mutate({ name: "Tools" });
  drill = await a.member.trpc.assets.create.mutate({ name: "Drill", asset_type_id: tools.id, current_inventory: "4" });
  const [item] = await t.db.db.select().from(inventoryItems).where(eq(inventoryItems.assetId, drill.id));
  if (!item) throw new Error("no item");
  itemId = item.id;
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.stop()));
});

const eventsOf = (orgId: string) =>
  t.db.db
    .select()
    .from(domainEvents)
    .where(eq(domainEvents.organizationId, orgId))
    .orderBy(asc(domainEvents.createdAt), asc(domainEvents.kind));

function recorder(kinds: EventConsumer["kinds"]) {
  const taken: StoredDomainEvent[] = [];
  const consumer: EventConsumer = {
    id: "test",
    kinds,
    async take(_tx, events) {
      taken.push(...events);
    },
  };
  return { consumer, taken };
}

describe("stock events tell the outbox", () => {
  it("a recorded check writes stock.changed and inventory.checked with the quantity before and after", async () => {
    await dispatchPendingEvents(t.db.db, []); // the set-up's intake events are not this test's
    const r = await a.member.trpc.inventory.items.recordCheck.mutate({ id: itemId, quantity: 9 });
    const rows = (await eventsOf(a.org.id)).filter((e) => e.dispatchedAt === null);
    expect(rows.map((e) => e.kind).sort()).toEqual(["inventory.checked", "stock.changed"]);
    for (const row of rows) {
      expect(row.subjectId).toBe(itemId);
      expect(row.data).toMatchObject({
        inventoryItemId: itemId,
        assetId: drill.id,
        historyId: r.historyId,
        eventType: "audit",
        quantity: 9,
        previousQuantity: 4,
      });
      expect(row.actor).toEqual({ type: "user", id: expect.any(String) });
    }
    expect(await eventsOf(b.org.id)).toEqual([]);
  });

  it("a transaction that rolls back leaves no event", async () => {
    const before = (await eventsOf(a.org.id)).length;
    await expect(
      t.db.db.transaction(async (tx) => {
        await recordInventoryEvent(
          tx,
          { orgId: a.org.id, actorId: null },
          {
            type: "removal",
            inventoryItemId: itemId,
            quantity: 1,
          },
        );
        throw new Error("the action fails after the stock event");
      }),
    ).rejects.toThrow("the action fails");
    expect((await eventsOf(a.org.id)).length).toBe(before);
    const [item] = await t.db.db.select().from(inventoryItems).where(eq(inventoryItems.id, itemId));
    expect(item?.quantity).toBe(9);
  });

  it("refuses an item of another organization and writes nothing", async () => {
    const before = (await eventsOf(b.org.id)).length;
    await expect(
      t.db.db.transaction((tx) =>
        recordInventoryEvent(
          tx,
          { orgId: b.org.id, actorId: null },
          { type: "check", inventoryItemId: itemId, quantity: 1 },
        ),
      ),
    ).rejects.toThrow();
    expect((await eventsOf(b.org.id)).length).toBe(before);
  });
});

describe("the dispatcher", () => {
  it("hands each event to the consumers of its kind once, oldest first, and marks it dispatched", async () => {
    await t.db.db.transaction((tx) =>
      emitEvent(
        tx,
        { orgId: b.org.id, actor: userActor(null) },
        {
          kind: "asset.deleted",
          subjectId: drill.id,
          data: { assetId: drill.id, name: "Drill" },
        },
      ),
    );
    const stock = recorder(["stock.changed"]);
    const assets = recorder(["asset.deleted"]);
    const n = await dispatchPendingEvents(t.db.db, [stock.consumer, assets.consumer]);
    expect(n).toBeGreaterThanOrEqual(3);
    expect(stock.taken.map((e) => e.kind)).toEqual(["stock.changed"]);
    expect(stock.taken[0]).toMatchObject({ organizationId: a.org.id, data: { quantity: 9, previousQuantity: 4 } });
    expect(assets.taken).toMatchObject([{ organizationId: b.org.id, actor: { type: "system", id: null } }]);
    const [{ pending } = { pending: -1 }] = await t.db.db.execute<{ pending: number }>(
      sql`select count(*)::int as pending from domain_events where dispatched_at is null`,
    );
    expect(pending).toBe(0);
    expect(await dispatchPendingEvents(t.db.db, [stock.consumer, assets.consumer])).toBe(0);
    expect(stock.taken).toHaveLength(1);
  });

  it("with several dispatchers at once, each event reaches a consumer exactly once", async () => {
    for (let q = 1; q <= 30; q++) {
      await a.member.trpc.inventory.items.recordCheck.mutate({ id: itemId, quantity: q });
    }
    const seen = recorder(["stock.changed", "inventory.checked"]);
    const counts = await Promise.all([1, 2, 3, 4].map(() => dispatchPendingEvents(t.db.db, [seen.consumer])));
    expect(counts.reduce((x, y) => x + y, 0)).toBe(60);
    expect(seen.taken).toHaveLength(60);
    expect(new Set(seen.taken.map((e) => e.id)).size).toBe(60);
  });

  it("a consumer that fails leaves its events for the next run", async () => {
    await a.member.trpc.inventory.items.recordCheck.mutate({ id: itemId, quantity: 5 });
    const failing: EventConsumer = {
      id: "failing",
      kinds: ["stock.changed"],
      async take() {
        throw new Error("consumer down");
      },
    };
    await expect(dispatchPendingEvents(t.db.db, [failing])).rejects.toThrow("consumer down");
    const again = recorder(["stock.changed"]);
    expect(await dispatchPendingEvents(t.db.db, [again.consumer])).toBe(2);
    expect(again.taken.map((e) => e.data.quantity)).toEqual([5]);
  });
});

describe("a definition that listens", () => {
  it("runs within moments of a commit that notifies its channel, and not for a rollback", async () => {
    const ran: number[] = [];
    const listening = defineJob({
      id: "test-listening",
      name: "Test listener",
      schema: z.object({}),
      listen: "stockroom_test_channel",
      retry: { limit: 0, delaySeconds: 1, backoff: false },
      async handler() {
        ran.push(Date.now());
      },
    });
    const log = { info: () => {}, error: () => {} };
    const client = await JobClient.create([listening], { databaseUrl: t.db.url, db: t.db.db, log });
    clients.push(client);
    await client.start();
    await expect(
      t.db.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_notify('stockroom_test_channel', '')`);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    await t.db.db.transaction((tx) => tx.execute(sql`select pg_notify('stockroom_test_channel', '')`));
    const end = Date.now() + 20_000;
    while (ran.length === 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
    expect(ran.length).toBe(1);
  });
});

describe("domain_events", () => {
  it("is scoped by organization: a query of one organization sees none of the other's", async () => {
    const mine = await t.db.db
      .select({ n: sql<number>`count(*)::int` })
      .from(domainEvents)
      .where(and(eq(domainEvents.organizationId, b.org.id), eq(domainEvents.subjectId, itemId)));
    expect(mine[0]?.n).toBe(0);
  });
});
