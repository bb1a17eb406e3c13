import { domainEvents, inventoryItems } from "@stockroom/db";
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { dispatchPendingEvents } from "../src/services/events/dispatch-events";
import { recordInventoryEvent } from "../src/services/inventory/record-inventory-event";
import { type OrgFixture, setUpTwoOrganizations, type TestApp, type TestClient } from "./harness";

// An import's counts go through the stock-alert check a single count goes through
// (recordInventoryEvent's), though the commit writes them in batches
// (recordInventoryEventsBatch): every imported item is checked, not only those already near a
// level. An imported count is part of the item's recent history, so it moves the forecast's
// reorder point; an item that was above its old reorder point can end at or below the new one,
// and a single count to the same quantity alerts.

let t: TestApp;
let a: OrgFixture;
let b: OrgFixture;
let typeId: string;
let otherTypeId: string;

setUpTwoOrganizations("import-alerts", async (f) => {
  ({ t, a, b } = f);
  typeId = (await a.admin.trpc.assetTypes.create.mutate({ name: "Widgets" })).id;
  otherTypeId = (await b.admin.trpc.assetTypes.create.mutate({ name: "Widgets" })).id;
});

const DAY = 86_400_000;

async function newItem(org: OrgFixture, type: string, quantity: number, serial: string) {
  const name = `Item ${serial}`;
  const asset = await org.admin.trpc.assets.create.mutate({
    name,
    asset_type_id: type,
    serial_number: serial,
    current_inventory: String(quantity),
  });
  const [item] = await t.db.db.select().from(inventoryItems).where(eq(inventoryItems.assetId, asset.id));
  if (!item) throw new Error("no item");
  return { assetId: asset.id, itemId: item.id, name, serial };
}

/** Counts 100, 95, 90 one day apart (the last a day ago): 5 a day, a reorder point of 70. */
async function countedHistory(org: OrgFixture, itemId: string, now: number) {
  for (const [quantity, ago] of [
    [100, 3],
    [95, 2],
    [90, 1],
  ] as const) {
    await t.db.db.transaction((tx) =>
      recordInventoryEvent(
        tx,
        { orgId: org.org.id, actorId: org.adminUser.id },
        { type: "check", inventoryItemId: itemId, quantity, at: new Date(now - ago * DAY) },
      ),
    );
  }
}

async function lowStockSent(itemId: string) {
  const rows = await t.db.db
    .select()
    .from(domainEvents)
    .where(and(eq(domainEvents.subjectId, itemId), eq(domainEvents.kind, "low_stock")))
    .orderBy(asc(domainEvents.createdAt));
  return rows.map((e) => e.data as Record<string, unknown>);
}

async function itemState(itemId: string) {
  const [item] = await t.db.db
    .select({
      quantity: inventoryItems.quantity,
      alertLevels: inventoryItems.alertLevels,
      reorderPoint: inventoryItems.reorderPoint,
    })
    .from(inventoryItems)
    .where(eq(inventoryItems.id, itemId));
  return item;
}

async function upload(c: TestClient, name: string, text: string): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(Buffer.from(text, "utf8"))]), name);
  const res = await c.fetch(`${t.baseUrl}/api/uploads/imports`, { method: "POST", body: form });
  const body = (await res.json()) as { url?: string; error?: string };
  if (res.status !== 201 || !body.url) throw new Error(`upload failed: ${res.status} ${body.error}`);
  return body.url;
}

async function importRows(rows: { serial: string; name: string; quantity: number }[]) {
  const csv = [
    "Serial number,Name,Asset type,Quantity",
    ...rows.map((r) => `${r.serial},${r.name},Widgets,${r.quantity}`),
  ].join("\n");
  const file = await upload(a.admin, "recount.csv", csv);
  return a.admin.trpc.assets.import.commit.mutate({ file, matchKey: "serial_number" });
}

async function bellTitles(c: TestClient) {
  await dispatchPendingEvents(t.db.db);
  return (await c.trpc.notifications.list.query({ limit: 100 })).items.map((n) => n.title);
}

/** What a low-stock alert says about the move, leaving out its ids and the clock-dependent usage. */
const alertFacts = (data: Record<string, unknown>) => ({
  level: data.level,
  crossed: data.crossed,
  quantity: data.quantity,
  previousQuantity: data.previousQuantity,
  reorderPoint: data.reorderPoint,
  reorderPointSource: data.reorderPointSource,
});

describe("an import's counts and the stock alerts", () => {
  it("an imported count that raises the reorder point above the new quantity alerts as a single count does", async () => {
    const now = Date.now();
    const imported = await newItem(a, typeId, 100, "IMP-1");
    const counted = await newItem(a, typeId, 100, "CNT-1");
    // The other organization's item, with the same serial number and history, is not the import's.
    const elsewhere = await newItem(b, otherTypeId, 100, "IMP-1");
    for (const item of [imported, counted]) await countedHistory(a, item.itemId, now);
    await countedHistory(b, elsewhere.itemId, now);
    for (const item of [imported, counted, elsewhere]) {
      expect(await itemState(item.itemId)).toEqual({ quantity: 90, alertLevels: [], reorderPoint: 70 });
    }

    // 90 → 80 now: 20 used over three days, a reorder point of 94; 80 is above the old point
    // (70) and above Low Stock (10), but at or below the new one.
    await a.member.trpc.inventory.items.recordCheck.mutate({ id: counted.itemId, quantity: 80 });
    const result = await importRows([{ serial: imported.serial, name: imported.name, quantity: 80 }]);
    expect(result.counts).toEqual({ created: 0, updated: 1, unchanged: 0 });

    const single = await lowStockSent(counted.itemId);
    expect(single.map(alertFacts)).toEqual([
      {
        level: "reorder",
        crossed: ["reorder"],
        quantity: 80,
        previousQuantity: 90,
        reorderPoint: 94,
        reorderPointSource: "forecast",
      },
    ]);
    expect((await lowStockSent(imported.itemId)).map(alertFacts)).toEqual(single.map(alertFacts));
    expect(await itemState(imported.itemId)).toEqual(await itemState(counted.itemId));
    expect(await itemState(imported.itemId)).toEqual({ quantity: 80, alertLevels: ["reorder"], reorderPoint: 94 });
    const titles = await bellTitles(a.admin);
    expect(titles).toContain(`Reorder point reached: ${imported.name}`);
    expect(titles).toContain(`Reorder point reached: ${counted.name}`);

    // Scoped by organization: the other organization's item is untouched and told nothing.
    expect(await lowStockSent(elsewhere.itemId)).toEqual([]);
    expect(await itemState(elsewhere.itemId)).toEqual({ quantity: 90, alertLevels: [], reorderPoint: 70 });
    expect(await bellTitles(b.admin)).not.toContain(`Reorder point reached: ${elsewhere.name}`);
  });

  it("new items at a level alert, and an imported count above every level clears it so the next fall alerts again", async () => {
    const low = await newItem(a, typeId, 50, "LOW-1");
    await a.member.trpc.inventory.items.recordCheck.mutate({ id: low.itemId, quantity: 6 });
    expect((await lowStockSent(low.itemId)).map((d) => d.level)).toEqual(["low"]);

    const result = await importRows([
      { serial: low.serial, name: low.name, quantity: 60 },
      { serial: "NEW-1", name: "Fresh out", quantity: 0 },
      { serial: "NEW-2", name: "Plenty", quantity: 40 },
    ]);
    expect(result.counts).toMatchObject({ created: 2, updated: 1 });
    expect(await itemState(low.itemId)).toMatchObject({ quantity: 60, alertLevels: [] });
    await a.member.trpc.inventory.items.recordCheck.mutate({ id: low.itemId, quantity: 8 });
    expect((await lowStockSent(low.itemId)).map((d) => d.level)).toEqual(["low", "low"]);

    const created = await t.db.db
      .select({ id: inventoryItems.id, name: inventoryItems.name, alertLevels: inventoryItems.alertLevels })
      .from(inventoryItems)
      .where(eq(inventoryItems.organizationId, a.org.id));
    const fresh = created.find((i) => i.name === "Fresh out");
    const plenty = created.find((i) => i.name === "Plenty");
    if (!fresh || !plenty) throw new Error("the import created no items");
    expect(fresh.alertLevels).toEqual(["out", "low"]);
    expect((await lowStockSent(fresh.id)).map((d) => d.level)).toEqual(["out"]);
    expect(plenty.alertLevels).toEqual([]);
    expect(await lowStockSent(plenty.id)).toEqual([]);
    expect(await bellTitles(a.admin)).toContain("Out of stock: Fresh out");
  });

  it("an imported jump is an inventory alert, as the same jump counted alone is", async () => {
    const imported = await newItem(a, typeId, 20, "JMP-1");
    const counted = await newItem(a, typeId, 20, "JMP-2");
    await a.member.trpc.inventory.items.recordCheck.mutate({ id: counted.itemId, quantity: 500 });
    await importRows([{ serial: imported.serial, name: imported.name, quantity: 500 }]);

    const alerts = async (itemId: string) =>
      (
        await t.db.db
          .select()
          .from(domainEvents)
          .where(and(eq(domainEvents.subjectId, itemId), eq(domainEvents.kind, "inventory.alert")))
      ).map((e) => {
        const data = e.data as {
          severity: string;
          quantity: number;
          previousQuantity: number;
          anomalies: { type: string }[];
        };
        return {
          severity: data.severity,
          quantity: data.quantity,
          previousQuantity: data.previousQuantity,
          types: data.anomalies.map((x) => x.type),
        };
      });
    const single = await alerts(counted.itemId);
    expect(single).toHaveLength(1);
    expect(single[0]).toMatchObject({ quantity: 500, previousQuantity: 20 });
    expect(await alerts(imported.itemId)).toEqual(single);
  });
});
