import type { StockEvent } from "@stockroom/core";
import { assets, assetTypes, domainEvents, inventoryHistory, inventoryItems, users } from "@stockroom/db";
import { createTestDatabase, type TestDatabase } from "@stockroom/db/testing";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordInventoryEvent } from "../src/services/inventory/record-inventory-event";
import { recordInventoryEventsBatch } from "../src/services/inventory/record-inventory-events-batch";
import { createOrganization } from "./harness";

// The import's batched writer must leave exactly what recordInventoryEvent leaves: the
// history row, the item's quantity and location, and the outbox rows with the quantity before.

let db: TestDatabase;
let orgId: string;
let actorId: string;
let typeId: string;

beforeAll(async () => {
  db = await createTestDatabase();
  orgId = (await createOrganization(db.db, "Batch writer")).id;
  const [user] = await db.db.insert(users).values({ email: "batch@writer.test" }).returning();
  actorId = user?.id as string;
  const [type] = await db.db.insert(assetTypes).values({ organizationId: orgId, name: "Paint" }).returning();
  typeId = type?.id as string;
});
afterAll(async () => {
  await db?.destroy();
});

async function newItem(name: string, quantity: number): Promise<string> {
  const [asset] = await db.db.insert(assets).values({ organizationId: orgId, assetTypeId: typeId, name }).returning();
  const [item] = await db.db
    .insert(inventoryItems)
    .values({
      organizationId: orgId,
      assetId: asset?.id as string,
      assetTypeId: typeId,
      name,
      quantity,
      location: "Old",
    })
    .returning();
  return item?.id as string;
}

/** What a writer left for one item, without the ids and times that differ by nature. */
async function leftFor(itemId: string) {
  const [item] = await db.db
    .select({ quantity: inventoryItems.quantity, location: inventoryItems.location })
    .from(inventoryItems)
    .where(eq(inventoryItems.id, itemId));
  const history = await db.db
    .select({
      checkType: inventoryHistory.checkType,
      eventType: inventoryHistory.eventType,
      quantity: inventoryHistory.quantity,
      notes: inventoryHistory.notes,
      status: inventoryHistory.status,
      location: inventoryHistory.location,
      monthYear: inventoryHistory.monthYear,
      responseData: inventoryHistory.responseData,
      createdBy: inventoryHistory.createdBy,
      id: inventoryHistory.id,
    })
    .from(inventoryHistory)
    .where(eq(inventoryHistory.inventoryItemId, itemId));
  const events = await db.db
    .select({ kind: domainEvents.kind, data: domainEvents.data, actor: domainEvents.actor })
    .from(domainEvents)
    .where(inArray(domainEvents.subjectId, [itemId]))
    .orderBy(domainEvents.kind);
  return {
    item,
    history: history.map(({ id: _, ...h }) => h),
    historyIds: history.map((h) => h.id),
    events: events.map((e) => {
      // Ids, times and the item's own names and link differ by nature between the two items.
      const {
        inventoryItemId: _i,
        assetId: _a,
        historyId: _h,
        at: _t,
        assetName: _an,
        itemName: _in,
        itemPath: _ip,
        historyPath: _hp,
        ...data
      } = e.data as Record<string, unknown>;
      return { kind: e.kind, data, actor: e.actor };
    }),
  };
}

describe("recordInventoryEventsBatch", () => {
  const cases: Array<{ name: string; event: (itemId: string) => StockEvent }> = [
    {
      name: "an intake naming a location",
      event: (id) => ({
        type: "intake",
        inventoryItemId: id,
        quantity: 7,
        location: "Shelf 2",
        notes: "Imported",
        responseData: { source: "import" },
      }),
    },
    {
      name: "a set (adjustment) without a location",
      event: (id) => ({ type: "adjustment", inventoryItemId: id, quantity: 3, location: null }),
    },
    { name: "a count (check)", event: (id) => ({ type: "check", inventoryItemId: id, quantity: 9 }) },
  ];

  for (const c of cases) {
    it(`writes what recordInventoryEvent writes: ${c.name}`, async () => {
      const one = await newItem(`One ${c.name}`, 4);
      const batched = await newItem(`Batch ${c.name}`, 4);
      const single = await db.db.transaction((tx) => recordInventoryEvent(tx, { orgId, actorId }, c.event(one)));
      const many = await db.db.transaction((tx) =>
        recordInventoryEventsBatch(tx, { orgId, actorId }, [c.event(batched)]),
      );
      const expected = await leftFor(one);
      const got = await leftFor(batched);
      expect(got.item).toEqual(expected.item);
      expect(got.history).toEqual(expected.history);
      expect(got.events).toEqual(expected.events);
      expect(got.events.length).toBeGreaterThan(0);
      expect(many.historyIds).toEqual(got.historyIds);
      expect(many.previousQuantities).toEqual([single.previousQuantity]);
    });
  }

  it("writes many events in one call, each on its item, in order", async () => {
    const ids = await Promise.all([1, 2, 3].map((n) => newItem(`Many ${n}`, n)));
    const result = await db.db.transaction((tx) =>
      recordInventoryEventsBatch(
        tx,
        { orgId, actorId },
        ids.map((id, i) => ({ type: "intake", inventoryItemId: id, quantity: 10 + i })),
      ),
    );
    expect(result.previousQuantities).toEqual([1, 2, 3]);
    for (const [i, id] of ids.entries()) {
      const left = await leftFor(id);
      expect(left.item?.quantity).toBe(10 + i);
      expect(left.historyIds).toEqual([result.historyIds[i]]);
    }
  });

  it("makes the stock-alert check too: an import that leaves an item low tells low_stock once, as a single write does", async () => {
    const one = await newItem("Alert single", 40);
    const batched = await newItem("Alert batch", 40);
    const high = await newItem("Alert high", 40);
    await db.db.transaction((tx) =>
      recordInventoryEvent(tx, { orgId, actorId }, { type: "adjustment", inventoryItemId: one, quantity: 5 }),
    );
    await db.db.transaction((tx) =>
      recordInventoryEventsBatch(tx, { orgId, actorId }, [
        { type: "adjustment", inventoryItemId: batched, quantity: 5 },
        { type: "adjustment", inventoryItemId: high, quantity: 30 },
      ]),
    );
    const kinds = async (id: string) => (await leftFor(id)).events.map((e) => e.kind);
    expect(await kinds(batched)).toEqual(await kinds(one));
    expect(await kinds(batched)).toContain("low_stock");
    expect(await kinds(high)).not.toContain("low_stock");
    const lowOf = async (id: string) => (await leftFor(id)).events.find((e) => e.kind === "low_stock")?.data;
    const batchLow = await lowOf(batched);
    expect(batchLow).toEqual(await lowOf(one));
    expect(batchLow).toMatchObject({ level: "low", quantity: 5, previousQuantity: 40 });
    // Once: the same level again tells nothing more.
    await db.db.transaction((tx) =>
      recordInventoryEventsBatch(tx, { orgId, actorId }, [
        { type: "adjustment", inventoryItemId: batched, quantity: 4 },
      ]),
    );
    expect((await kinds(batched)).filter((k) => k === "low_stock")).toHaveLength(1);
  });

  it("refuses two events on one item (the second would be lost)", async () => {
    const id = await newItem("Twice", 1);
    await expect(
      db.db.transaction((tx) =>
        recordInventoryEventsBatch(tx, { orgId, actorId }, [
          { type: "intake", inventoryItemId: id, quantity: 2 },
          { type: "intake", inventoryItemId: id, quantity: 3 },
        ]),
      ),
    ).rejects.toThrow("two events on one item");
  });
});
