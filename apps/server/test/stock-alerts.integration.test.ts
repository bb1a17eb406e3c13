import { type InventoryEvent, usageForecast } from "@stockroom/core";
import { type DbOrTx, domainEvents, inventoryItems } from "@stockroom/db";
import { and, asc, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { recordInventoryCorrection } from "../src/services/inventory/record-inventory-correction";
import { recordInventoryEvent } from "../src/services/inventory/record-inventory-event";
import { field, formsFixtures } from "./forms-fixtures";
import { failure, type OrgFixture, setUpTwoOrganizations, type TestApp } from "./harness";

// Issue 25's events side on the real database: low_stock once per level crossing (again only
// after recovery), inventory.alert from core's anomaly rules, member.joined, nothing from a
// rolled-back transaction, and every stock path through recordInventoryEvent's hook.

let t: TestApp;
let a: OrgFixture;
let b: OrgFixture;
let fx: ReturnType<typeof formsFixtures>;
let typeId: string;

setUpTwoOrganizations("stock-alerts", async (f) => {
  ({ t, a, b } = f);
  fx = formsFixtures(t.db.db, a.org.id);
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
  return { assetId: asset.id, itemId: item.id };
}

const eventsOf = (itemId: string, kind: "low_stock" | "inventory.alert") =>
  t.db.db
    .select()
    .from(domainEvents)
    .where(and(eq(domainEvents.subjectId, itemId), eq(domainEvents.kind, kind)))
    .orderBy(asc(domainEvents.createdAt));

async function levelsSentIn(db: DbOrTx, itemId: string) {
  const rows = await db
    .select()
    .from(domainEvents)
    .where(and(eq(domainEvents.subjectId, itemId), eq(domainEvents.kind, "low_stock")))
    .orderBy(asc(domainEvents.createdAt));
  return rows.map((e) => (e.data as { level: string }).level);
}

async function levelsSent(itemId: string) {
  return (await eventsOf(itemId, "low_stock")).map((e) => (e.data as { level: string }).level);
}

const check = (itemId: string, quantity: number) =>
  a.member.trpc.inventory.items.recordCheck.mutate({ id: itemId, quantity });

describe("level crossings: 'Out of Stock' at 0, 'Low Stock' at 10 or less, the reorder point", () => {
  it("notifies once per level, and again only after the item was above it", async () => {
    const { itemId, assetId } = await newItem(50);
    await a.admin.trpc.inventory.reorder.setMinimum.mutate({ id: itemId, minimum: 20 });
    expect(await levelsSent(itemId)).toEqual([]);
    const steps: [number, string[]][] = [
      [30, []],
      [15, ["reorder"]], // crosses the minimum of 20
      [12, ["reorder"]], // still below it: quiet
      [8, ["reorder", "low"]],
      [0, ["reorder", "low", "out"]],
      [5, ["reorder", "low", "out"]], // above Out, still Low: quiet
      [0, ["reorder", "low", "out", "out"]], // Out again after being above it
      [50, ["reorder", "low", "out", "out"]], // recovers from every level
      [9, ["reorder", "low", "out", "out", "low"]], // Low and the reorder point at once: one event
    ];
    for (const [quantity, sent] of steps) {
      await check(itemId, quantity);
      expect(await levelsSent(itemId), `after ${quantity}`).toEqual(sent);
    }
    const [last] = (await eventsOf(itemId, "low_stock")).slice(-1);
    expect(last?.data).toMatchObject({
      inventoryItemId: itemId,
      assetId,
      assetTypeId: typeId,
      level: "low",
      levelLabel: "Low Stock",
      crossed: ["low", "reorder"],
      quantity: 9,
      previousQuantity: 50,
      reorderPoint: 20,
      reorderPointSource: "minimum",
      itemPath: `/inventory/item/${itemId}`,
      reorderListPath: "/inventory/reorder",
    });
    expect(last?.organizationId).toBe(a.org.id);
    expect(last?.actor).toMatchObject({ type: "user" });
    const [item] = await t.db.db.select().from(inventoryItems).where(eq(inventoryItems.id, itemId));
    expect(item?.alertLevels.sort()).toEqual(["low", "reorder"]);
  });

  it("a new minimum above the stock notifies at once, as a stock move would", async () => {
    const { itemId } = await newItem(30);
    await a.admin.trpc.inventory.reorder.setMinimum.mutate({ id: itemId, minimum: 40 });
    expect(await levelsSent(itemId)).toEqual(["reorder"]);
    const result = await a.admin.trpc.inventory.reorder.setMinimum.mutate({ id: itemId, minimum: null });
    expect(result).toMatchObject({ reorderMinimum: null, reorderPoint: null, reorderRecommended: false });
    const [item] = await t.db.db.select().from(inventoryItems).where(eq(inventoryItems.id, itemId));
    expect(item?.reorderMinimum).toBeNull();
    expect(item?.alertLevels).toEqual([]);
  });

  it("a transaction that rolls back emits nothing and keeps the alert state", async () => {
    const { itemId } = await newItem(40);
    await expect(
      t.db.db.transaction(async (tx) => {
        await recordInventoryEvent(
          tx,
          { orgId: a.org.id, actorId: null },
          { type: "removal", inventoryItemId: itemId, quantity: 0 },
        );
        throw new Error("the action fails after the stock event");
      }),
    ).rejects.toThrow("the action fails");
    expect(await levelsSent(itemId)).toEqual([]);
    const [item] = await t.db.db.select().from(inventoryItems).where(eq(inventoryItems.id, itemId));
    expect(item).toMatchObject({ quantity: 40, alertLevels: [] });
    // The same move committed does notify.
    await t.db.db.transaction((tx) =>
      recordInventoryEvent(
        tx,
        { orgId: a.org.id, actorId: null },
        { type: "removal", inventoryItemId: itemId, quantity: 0 },
      ),
    );
    expect(await levelsSent(itemId)).toEqual(["out"]);
  });
});

describe("every stock path notifies (the hook in recordInventoryEvent)", () => {
  it("asset creation with stock (intake), a check, a form submission and an item edit", async () => {
    // 1. intake: a new asset created at 3 units is Low Stock.
    const created = await newItem(3);
    expect(await levelsSent(created.itemId)).toEqual(["low"]);

    // 2. a recorded check.
    const checked = await newItem(25);
    await check(checked.itemId, 0);
    expect(await levelsSent(checked.itemId)).toEqual(["out"]);

    // 3. a form submission ('set' action), the phone's path too.
    const type = await fx.assetType();
    const form = await fx.form([field.number("field_1", "Count", "set", { required: true })], {
      assetTypeId: type.id,
      purpose: "inventory",
    });
    const { asset, item } = await fx.asset(type.id, { quantity: 30 });
    if (!item) throw new Error("no item");
    await a.member.trpc.forms.submit.mutate({ formId: form.id, assetId: asset.id, values: { field_1: 7 } });
    expect(await levelsSent(item.id)).toEqual(["low"]);

    // 4. the item edit's quantity.
    const edited = await newItem(20);
    await a.member.trpc.inventory.items.update.mutate({ id: edited.itemId, values: { name: "Edited", quantity: 0 } });
    expect(await levelsSent(edited.itemId)).toEqual(["out"]);
  });
});

describe("inventory.alert: a count core's anomaly rules flag", () => {
  it("a tenfold count (a likely typo) alerts with the anomalies; an ordinary count does not", async () => {
    const { itemId, assetId } = await newItem(40);
    await check(itemId, 38);
    expect(await eventsOf(itemId, "inventory.alert")).toEqual([]);
    const r = await check(itemId, 380);
    const [alert, ...more] = await eventsOf(itemId, "inventory.alert");
    expect(more).toEqual([]);
    expect(alert?.data).toMatchObject({
      inventoryItemId: itemId,
      assetId,
      historyId: r.historyId,
      quantity: 380,
      previousQuantity: 38,
      severity: "critical",
      historyPath: `/inventory/${itemId}/history`,
    });
    const types =
      (alert?.data as { anomalies: { type: string; suggestedFix: number | null }[] } | undefined)?.anomalies ?? [];
    // 38 → 380: a rise of 342 over the threshold max(50% of 38, 20) = 20 → massive (critical,
    // over twice it), ratio 10 → a typo whose fix is 38; unexpected for an audit; a 900% jump.
    // The member made the intake, 38 and 380: three of the last three events (systematic).
    expect(types.map((x) => x.type)).toEqual([
      "massive_increase",
      "unexpected_increase",
      "percentage_jump",
      "systematic_error",
    ]);
    expect(types[0]?.suggestedFix).toBe(38);
  });

  it("a rise during a count (negative usage) alerts as unexpected", async () => {
    const { itemId } = await newItem(100);
    await check(itemId, 130);
    const [alert] = await eventsOf(itemId, "inventory.alert");
    const anomalies = (alert?.data as { anomalies: { type: string }[] } | undefined)?.anomalies ?? [];
    expect(anomalies.map((x) => x.type)).toEqual(["unexpected_increase"]);
  });
});

describe("corrections go through the same stock-alert check", () => {
  const correct = (historyId: string, quantity: number) =>
    a.member.trpc.inventory.history.applyCorrection.mutate({ historyId, quantity, reason: "Recounted" });
  const levelsKept = async (itemId: string) =>
    (await t.db.db.select().from(inventoryItems).where(eq(inventoryItems.id, itemId)))[0]?.alertLevels;

  it("a correction below a level notifies once; one above clears the level, so the next fall notifies again", async () => {
    const { itemId } = await newItem(50);
    const counted = await check(itemId, 30);
    expect(await levelsSent(itemId)).toEqual([]);

    // 30 corrected to 6: the item falls to 'Low Stock' through the correction alone.
    await correct(counted.historyId, 6);
    expect(await levelsSent(itemId)).toEqual(["low"]);
    const [low] = await eventsOf(itemId, "low_stock");
    expect(low?.data).toMatchObject({ quantity: 6, previousQuantity: 30, level: "low", historyId: null });
    expect(await levelsKept(itemId)).toEqual(["low"]);

    // Corrected again, still low: quiet (once per crossing).
    await correct(counted.historyId, 4);
    expect(await levelsSent(itemId)).toEqual(["low"]);

    // Corrected up to 40: above every level, which clears them without a notification.
    await correct(counted.historyId, 40);
    expect(await levelsSent(itemId)).toEqual(["low"]);
    expect(await levelsKept(itemId)).toEqual([]);

    // So the next fall (a count this time) notifies again; and a correction to 0 says 'Out of Stock'.
    const recount = await check(itemId, 9);
    expect(await levelsSent(itemId)).toEqual(["low", "low"]);
    await correct(recount.historyId, 0);
    expect(await levelsSent(itemId)).toEqual(["low", "low", "out"]);
  });

  it("a correction of an older entry that leaves the latest count as it was changes no level", async () => {
    const { itemId } = await newItem(50);
    const older = await check(itemId, 30);
    await check(itemId, 25);
    await correct(older.historyId, 2);
    // The item follows its latest entry (25): no level crossed.
    expect(await levelsSent(itemId)).toEqual([]);
    expect(await levelsKept(itemId)).toEqual([]);
  });

  it("a correction whose transaction rolls back emits nothing and keeps the alert state", async () => {
    const { itemId } = await newItem(50);
    const counted = await check(itemId, 30);
    const rolledBack = new Error("rolled back on purpose");
    await expect(
      t.db.db.transaction(async (tx) => {
        await recordInventoryCorrection(
          tx,
          { orgId: a.org.id, actorId: a.adminUser.id },
          { historyId: counted.historyId, quantity: 0, reason: "Recounted", currency: "USD", unitType: "each" },
        );
        expect(await levelsSentIn(tx, itemId)).toEqual(["out"]);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await levelsSent(itemId)).toEqual([]);
    expect(await levelsKept(itemId)).toEqual([]);
  });
});

describe("member.joined", () => {
  it("is emitted once when an admin adds a member, in the member's organization only", async () => {
    const email = `joined.${Date.now()}@test.local`;
    const created = await a.admin.trpc.organization.members.create.mutate({
      email,
      password: "a-strong-password-1",
      fullName: "Jo Joiner",
      role: "member",
    });
    const joined = await t.db.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.kind, "member.joined"), inArray(domainEvents.organizationId, [a.org.id, b.org.id])));
    const mine = joined.filter((e) => (e.data as { email: string }).email === email);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      organizationId: a.org.id,
      data: { email, userId: created.userId, name: "Jo Joiner", role: "member", via: "added" },
    });
  });
});

describe("the reorder list agrees with core's forecast", () => {
  it("lists the items at or below their reorder point with the forecast's numbers, soonest empty first", async () => {
    const now = new Date();
    const day = (n: number) => new Date(now.getTime() - n * 86_400_000);
    const record = (itemId: string, quantity: number, at: Date) =>
      t.db.db.transaction(async (tx) => {
        await tx.select().from(inventoryItems).where(eq(inventoryItems.id, itemId)).for("update");
        return recordInventoryEvent(
          tx,
          { orgId: a.org.id, actorId: null },
          { type: "audit", inventoryItemId: itemId, quantity, at },
        );
      });
    // Hand-computed: 60 → 40 → 20 over 10 days: 40 used / 10 days = 4 a day; reorder point
    // 14 × 4 = 56; 20 in stock: floor(20 / 4) = 5 days; order up to 56 + 56: 92.
    const fast = await newItem(60, "Reorder fast");
    const fastEvents: [number, number][] = [
      [10, 60],
      [5, 40],
      [0, 20],
    ];
    for (const [d, q] of fastEvents) await record(fast.itemId, q, day(d));
    // 45 → 40 → 35 over 20 days: 10 / 20 = 0.5 a day; point 14 × 0.5 = 7; 35 is above it: not listed.
    const slow = await newItem(45, "Reorder slow");
    for (const [d, q] of [
      [20, 45],
      [10, 40],
      [0, 35],
    ] as [number, number][])
      await record(slow.itemId, q, day(d));
    // 50 → 30 → 26 over 8 days: 24 / 8 = 3 a day; point 42; floor(26 / 3) = 8 days; 42 + 42 - 26 = 58.
    const mid = await newItem(50, "Reorder mid");
    for (const [d, q] of [
      [8, 50],
      [4, 30],
      [0, 26],
    ] as [number, number][])
      await record(mid.itemId, q, day(d));
    // A fixed minimum of 30 on an item without a forecast at 25: 30 + 30 - 25 = 35, no empty date.
    const fixed = await newItem(25, "Reorder fixed");
    await a.admin.trpc.inventory.reorder.setMinimum.mutate({ id: fixed.itemId, minimum: 30 });

    const forecastOf = (events: [number, number][], stock: number) =>
      usageForecast(
        events.map(
          ([d, q], i): InventoryEvent => ({ id: String(i), quantity: q, event_type: "audit", check_date: day(d) }),
        ),
        stock,
        now,
      );
    const fastForecast = forecastOf(fastEvents, 20);
    expect(fastForecast).toMatchObject({ dailyUsage: 4, reorderPoint: 56, daysUntilEmpty: 5 });

    const list = await a.member.trpc.inventory.reorder.list.query({ page: 1 });
    const mine = list.items.filter((i) => i.assetName.startsWith("Reorder "));
    expect(mine.map((i) => i.assetName)).toEqual(["Reorder fast", "Reorder mid", "Reorder fixed"]);
    expect(mine[0]).toMatchObject({
      quantity: 20,
      reorderPoint: fastForecast?.reorderPoint,
      reorderPointSource: "forecast",
      dailyUsage: fastForecast?.dailyUsage,
      daysUntilEmpty: fastForecast?.daysUntilEmpty,
      suggestedOrderQuantity: 92,
    });
    expect(mine[1]).toMatchObject({ reorderPoint: 42, dailyUsage: 3, daysUntilEmpty: 8, suggestedOrderQuantity: 58 });
    expect(mine[2]).toMatchObject({
      reorderPoint: 30,
      reorderPointSource: "minimum",
      daysUntilEmpty: null,
      suggestedOrderQuantity: 35,
    });
    const [slowItem] = await t.db.db.select().from(inventoryItems).where(eq(inventoryItems.id, slow.itemId));
    expect(slowItem).toMatchObject({ reorderPoint: 7, dailyUsage: 0.5 });

    // The CSV holds the same lines; B's list holds none of A's.
    const csv = await a.member.trpc.inventory.reorder.export.query();
    expect(csv.csv.split("\r\n")[0]).toBe(
      "Asset,Item,Asset type,Quantity,Reorder point,Reorder point source,Daily usage,Days until empty,Suggested order quantity",
    );
    expect(csv.csv).toContain("Reorder fast,Reorder fast,Widgets,20,56,forecast,4,5,92");
    expect(csv.csv).toContain("Reorder fixed,Reorder fixed,Widgets,25,30,minimum,,,35");
    expect((await b.member.trpc.inventory.reorder.list.query({ page: 1 })).items).toEqual([]);
  });

  it("only an admin sets a minimum; bad input is refused with the rule's message and changes nothing", async () => {
    const { itemId } = await newItem(15);
    const denied = await failure(a.member.trpc.inventory.reorder.setMinimum.mutate({ id: itemId, minimum: 5 }));
    expect(denied.data?.code).toBe("FORBIDDEN");
    const bad = await failure(a.admin.trpc.inventory.reorder.setMinimum.mutate({ id: itemId, minimum: -3 }));
    expect(bad.data?.code).toBe("BAD_REQUEST");
    expect(bad.message).toContain("Reorder minimum cannot be negative");
    const notFound = await failure(b.admin.trpc.inventory.reorder.setMinimum.mutate({ id: itemId, minimum: 5 }));
    expect(notFound.data?.code).toBe("NOT_FOUND");
    const [item] = await t.db.db.select().from(inventoryItems).where(eq(inventoryItems.id, itemId));
    expect(item?.reorderMinimum).toBeNull();
  });
});
