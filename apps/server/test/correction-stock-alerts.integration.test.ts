import { domainEvents, inventoryItems } from "@stockroom/db";
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { dispatchPendingEvents } from "../src/services/events/dispatch-events";
import type { InventoryCorrectionEvent } from "../src/services/inventory/record-inventory-correction";
import { recordInventoryCorrection } from "../src/services/inventory/record-inventory-correction";
import { recordInventoryCorrectionsBatch } from "../src/services/inventory/record-inventory-corrections-batch";
import { recordInventoryEvent } from "../src/services/inventory/record-inventory-event";
import { type OrgFixture, setUpTwoOrganizations, type TestApp, type TestClient } from "./harness";

// Corrections go through the stock-alert check every stock move goes through
// (recordInventoryEvent's): the single correction (inventory.history.applyCorrection, the
// anomaly banner's fix) and the batched corrections of an import's undo. A correction that
// takes an item to or below a level alerts (low_stock in the outbox, then the bell), one that
// lifts it above clears the level so the next fall alerts again, and the batch leaves the same
// alert state as one correction at a time.

let t: TestApp;
let a: OrgFixture;
let typeId: string;

setUpTwoOrganizations("correction-alerts", async (f) => {
  ({ t, a } = f);
  typeId = (await a.admin.trpc.assetTypes.create.mutate({ name: "Widgets" })).id;
});

async function newItem(quantity: number, name = `Item ${Math.random().toString(36).slice(2, 8)}`) {
  const asset = await a.member.trpc.assets.create.mutate({
    name,
    asset_type_id: typeId,
    current_inventory: String(quantity),
  });
  const [item] = await t.db.db.select().from(inventoryItems).where(eq(inventoryItems.assetId, asset.id));
  if (!item) throw new Error("no item");
  return { assetId: asset.id, itemId: item.id, name };
}

async function levelsSent(itemId: string) {
  const rows = await t.db.db
    .select()
    .from(domainEvents)
    .where(and(eq(domainEvents.subjectId, itemId), eq(domainEvents.kind, "low_stock")))
    .orderBy(asc(domainEvents.createdAt));
  return rows.map((e) => (e.data as { level: string }).level);
}

async function itemState(itemId: string) {
  const [item] = await t.db.db
    .select({
      quantity: inventoryItems.quantity,
      alertLevels: inventoryItems.alertLevels,
      reorderPoint: inventoryItems.reorderPoint,
      dailyUsage: inventoryItems.dailyUsage,
    })
    .from(inventoryItems)
    .where(eq(inventoryItems.id, itemId));
  return item;
}

const check = (itemId: string, quantity: number) =>
  a.member.trpc.inventory.items.recordCheck.mutate({ id: itemId, quantity });

const undoCorrection = (historyId: string, quantity: number): Omit<InventoryCorrectionEvent, "fixApplied"> => ({
  historyId,
  quantity,
  reason: 'Undo of import "stock.csv"',
  currency: "USD",
  unitType: "each",
});

const batch = (corrections: Omit<InventoryCorrectionEvent, "fixApplied">[]) =>
  t.db.db.transaction((tx) =>
    recordInventoryCorrectionsBatch(tx, { orgId: a.org.id, actorId: a.adminUser.id }, corrections),
  );

async function bellTitles(c: TestClient) {
  await dispatchPendingEvents(t.db.db);
  return (await c.trpc.notifications.list.query({ limit: 100 })).items.map((n) => n.title);
}

describe("a single correction (inventory.history.applyCorrection)", () => {
  it("to a level alerts as a count would, down to the bell; above it clears the level", async () => {
    const { itemId, name } = await newItem(50);
    const counted = await check(itemId, 30);
    await a.admin.trpc.inventory.history.applyCorrection.mutate({
      historyId: counted.historyId,
      quantity: 4,
      reason: "Recounted",
    });
    expect(await levelsSent(itemId)).toEqual(["low"]);
    expect(await bellTitles(a.admin)).toContain(`Low stock: ${name}`);

    await a.admin.trpc.inventory.history.applyCorrection.mutate({
      historyId: counted.historyId,
      quantity: 40,
      reason: "Recounted again",
    });
    expect((await itemState(itemId))?.alertLevels).toEqual([]);
    await check(itemId, 7);
    expect(await levelsSent(itemId)).toEqual(["low", "low"]);
  });
});

describe("the batched corrections (an import's undo)", () => {
  it("a correction to a level alerts; one above it clears the level, so the next fall alerts again", async () => {
    const falls = await newItem(50);
    const rises = await newItem(50);
    const fallEntry = await check(falls.itemId, 30);
    const riseEntry = await check(rises.itemId, 5);
    expect(await levelsSent(rises.itemId)).toEqual(["low"]);

    const result = await batch([undoCorrection(fallEntry.historyId, 0), undoCorrection(riseEntry.historyId, 45)]);
    expect(result.itemQuantities).toEqual([0, 45]);
    // 30 corrected to 0: 'Out of Stock' (worst level named), once.
    expect(await levelsSent(falls.itemId)).toEqual(["out"]);
    expect((await itemState(falls.itemId))?.alertLevels).toEqual(["out", "low"]);
    expect(await bellTitles(a.admin)).toContain(`Out of stock: ${falls.name}`);
    // 5 corrected to 45: above every level, quietly cleared.
    expect(await levelsSent(rises.itemId)).toEqual(["low"]);
    expect((await itemState(rises.itemId))?.alertLevels).toEqual([]);
    await check(rises.itemId, 9);
    expect(await levelsSent(rises.itemId)).toEqual(["low", "low"]);
  });

  it("leaves the same alert state and outbox as one correction at a time, the forecast's reorder point included", async () => {
    // Three counts in the forecast's window (100, 95, 90 a day apart): 5 a day, a reorder point
    // of 70, so 90 is above every level. Correcting the middle count to 20 makes the usage 40 a
    // day (reorder point 560): the item, still at 90, is now at or below its reorder point.
    const day = 86_400_000;
    const items = [(await newItem(100)).itemId, (await newItem(100)).itemId];
    // One clock for both items (after their intake), so their forecasts are the same numbers.
    const now = Date.now();
    const [single, batched] = await Promise.all(
      items.map(async (itemId) => {
        const ids: string[] = [];
        for (const [quantity, ago] of [
          [100, 2],
          [95, 1],
          [90, 0],
        ] as const) {
          const { historyId } = await t.db.db.transaction((tx) =>
            recordInventoryEvent(
              tx,
              { orgId: a.org.id, actorId: a.adminUser.id },
              { type: "check", inventoryItemId: itemId, quantity, at: new Date(now - ago * day) },
            ),
          );
          ids.push(historyId);
        }
        expect(await itemState(itemId)).toMatchObject({ quantity: 90, alertLevels: [], reorderPoint: 70 });
        return { itemId, middle: ids[1] as string };
      }),
    );
    if (!single || !batched) throw new Error("no items");
    await t.db.db.transaction((tx) =>
      recordInventoryCorrection(tx, { orgId: a.org.id, actorId: a.adminUser.id }, undoCorrection(single.middle, 20)),
    );
    await batch([undoCorrection(batched.middle, 20)]);

    expect(await levelsSent(single.itemId)).toEqual(["reorder"]);
    expect(await levelsSent(batched.itemId)).toEqual(await levelsSent(single.itemId));
    expect(await itemState(batched.itemId)).toEqual(await itemState(single.itemId));
  });
});
