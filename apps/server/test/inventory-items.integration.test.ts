import { monthKey } from "@stockroom/core";
import { activityLog, inventoryHistory, inventoryItems } from "@stockroom/db";
import { and, asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { failure, type OrgFixture, setUpTwoOrganizations, type TestApp } from "./harness";

let t: TestApp;
let a: OrgFixture;
let b: OrgFixture;
let paintType: { id: string };
let toolType: { id: string };
let bucket: { id: string; barcode: string | null };
let drill: { id: string };

setUpTwoOrganizations("inventory-items", async (f) => {
  ({ t, a, b } = f);
  paintType = await a.admin.trpc.assetTypes.create.mutate({
    name: "Paint",
    enableBarcodes: true,
    barcodePrefix: "PNT-",
  });
  toolType = await a.admin.trpc.assetTypes.create.mutate({ name: "Tools" });
  bucket = await a.member.trpc.assets.create.mutate({
    name: "Bucket White",
    asset_type_id: paintType.id,
    current_inventory: "12",
    location: "Aisle 3",
  });
  drill = await a.member.trpc.assets.create.mutate({
    name: "Drill",
    asset_type_id: toolType.id,
    current_inventory: "4",
  });
});

async function itemOf(assetId: string) {
  const [item] = await t.db.db
    .select()
    .from(inventoryItems)
    .where(and(eq(inventoryItems.assetId, assetId), eq(inventoryItems.isDeleted, false)));
  if (!item) throw new Error("no item");
  return item;
}
async function historyOf(itemId: string) {
  return t.db.db
    .select()
    .from(inventoryHistory)
    .where(eq(inventoryHistory.inventoryItemId, itemId))
    .orderBy(asc(inventoryHistory.checkDate), asc(inventoryHistory.createdAt));
}
async function countsOf(orgId: string) {
  const n = async (table: typeof inventoryItems | typeof inventoryHistory | typeof activityLog) =>
    (await t.db.db.select({ n: sql<number>`count(*)::int` }).from(table).where(eq(table.organizationId, orgId)))[0]?.n;
  return { items: await n(inventoryItems), history: await n(inventoryHistory), activity: await n(activityLog) };
}

describe("the inventory list", () => {
  it("returns the asset-with-inventory summary of each asset, filtered by type and search", async () => {
    const all = await a.viewer.trpc.inventory.items.list.query({});
    const card = all.items.find((i) => i.asset_id === bucket.id);
    expect(card).toMatchObject({
      asset_name: "Bucket White",
      asset_type_name: "Paint",
      asset_type_color: "#6E56CF",
      asset_location: "Aisle 3",
      asset_status: "active",
      has_inventory: true,
      current_quantity: 12,
      inventory_status: "active",
      organization_id: a.org.id,
    });
    expect(card?.last_check_date).toBeInstanceOf(Date);
    const tools = await a.viewer.trpc.inventory.items.list.query({ assetTypeId: toolType.id });
    expect(tools.items.map((i) => i.asset_name)).toEqual(["Drill"]);
    const search = await a.viewer.trpc.inventory.items.list.query({ search: "bucket" });
    expect(search.items.map((i) => i.asset_id)).toEqual([bucket.id]);
    const one = await a.viewer.trpc.inventory.items.list.query({ assetId: drill.id });
    expect(one.total).toBe(1);
  });

  it("pages through many assets returning each asset exactly once", async () => {
    const type = await a.admin.trpc.assetTypes.create.mutate({ name: "Paging" });
    for (let i = 0; i < 23; i++) {
      // Duplicate names: the id breaks the tie so pages neither repeat nor skip.
      await a.member.trpc.assets.create.mutate({ name: `Same ${i % 3}`, asset_type_id: type.id });
    }
    const seen: string[] = [];
    const first = await a.viewer.trpc.inventory.items.list.query({ assetTypeId: type.id, pageSize: 5 });
    expect(first.total).toBe(23);
    expect(first.pageCount).toBe(5);
    for (let page = 1; page <= first.pageCount; page++) {
      const r = await a.viewer.trpc.inventory.items.list.query({ assetTypeId: type.id, pageSize: 5, page });
      seen.push(...r.items.map((i) => i.asset_id));
    }
    expect(seen).toHaveLength(23);
    expect(new Set(seen).size).toBe(23);
  });
});

describe("recording a check", () => {
  it("appends a periodic audit entry, updates the item and logs the activity, in one go", async () => {
    const before = await itemOf(drill.id);
    const r = await a.member.trpc.inventory.items.recordCheck.mutate({
      id: before.id,
      quantity: 9,
      notes: "Shelf count",
    });
    expect(r).toMatchObject({ previousQuantity: 4, quantity: 9 });
    expect((await itemOf(drill.id)).quantity).toBe(9);
    const history = await historyOf(before.id);
    expect(history.at(-1)).toMatchObject({
      checkType: "periodic",
      eventType: "audit",
      quantity: 9,
      notes: "Shelf count",
      monthYear: monthKey(new Date()),
    });
    expect(history.at(-1)?.responseData).toMatchObject({ _previous_quantity: 4 });
    const logged = await t.db.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, drill.id), eq(activityLog.type, "inventory_check")));
    expect(logged[0]?.description).toBe('Inventory check of "Drill": 4 → 9');
  });

  // Issue 21 §10: these once recorded a stock of 0 ("0 if unparseable").
  it.each<[string, unknown, string]>([
    ["NaN", Number.NaN, "Quantity must be a number"],
    ["Infinity", Number.POSITIVE_INFINITY, "Quantity must be a number"],
    ['"abc"', "abc", "Quantity must be a number"],
    ['""', "", "Quantity is required"],
    ["null", null, "Quantity is required"],
    ["{}", {}, "Quantity must be a number"],
    ["true", true, "Quantity must be a number"],
    ["-3", -3, "Quantity cannot be negative"],
    ["2.5", 2.5, "Quantity must be a whole number"],
    ['"1e3"', "1e3", "Quantity must be written in plain digits (no exponent such as 1e3)"],
  ])(
    "refuses a quantity of %s with 400 and leaves the stock and history as they were",
    async (_, quantity, message) => {
      const item = await itemOf(drill.id);
      const before = await countsOf(a.org.id);
      const err = await failure(
        a.member.trpc.inventory.items.recordCheck.mutate({ id: item.id, quantity: quantity as number }),
      );
      expect(err.data?.httpStatus).toBe(400);
      expect(err.message).toBe(message);
      expect(err.data?.fieldErrors).toEqual({ quantity: [message] });
      expect((await itemOf(drill.id)).quantity).toBe(item.quantity);
      expect(await countsOf(a.org.id)).toEqual(before);
    },
  );

  it("refuses a negative quantity and viewers", async () => {
    const item = await itemOf(drill.id);
    const bad = await failure(a.member.trpc.inventory.items.recordCheck.mutate({ id: item.id, quantity: -1 }));
    expect(bad.data?.code).toBe("BAD_REQUEST");
    const viewer = await failure(a.viewer.trpc.inventory.items.recordCheck.mutate({ id: item.id, quantity: 1 }));
    expect(viewer.data?.code).toBe("FORBIDDEN");
    const viewerCheck = await failure(
      a.viewer.trpc.inventory.items.checkAsset.mutate({ assetId: drill.id, quantity: 1 }),
    );
    expect(viewerCheck.data?.code).toBe("FORBIDDEN");
    // Called one at a time: a rejected promise left waiting would be reported as unhandled.
    for (const call of [
      () => a.viewer.trpc.inventory.items.update.mutate({ id: item.id, values: { name: "X", quantity: 1 } }),
      () => a.viewer.trpc.inventory.items.delete.mutate({ id: item.id }),
      () => a.viewer.trpc.inventory.items.createForAsset.mutate({ assetId: drill.id, quantity: 1 }),
    ]) {
      expect((await failure(call())).data?.code).toBe("FORBIDDEN");
    }
    expect((await itemOf(drill.id)).quantity).toBe(9);
  });

  it("leaves nothing behind when the transaction fails half-way (after the history row and the item update)", async () => {
    const item = await itemOf(drill.id);
    const before = await countsOf(a.org.id);
    // A real failure at the last step (the activity log entry) of this asset's check.
    await t.db.db.execute(
      sql.raw(`
      create or replace function fail_check() returns trigger language plpgsql as $$
      begin
        if new.type = 'inventory_check' and new.entity_id = '${drill.id}' then
          raise exception 'activity log unavailable';
        end if;
        return new;
      end $$;
      create trigger fail_check before insert on activity_log for each row execute function fail_check();`),
    );
    try {
      const err = await failure(a.member.trpc.inventory.items.recordCheck.mutate({ id: item.id, quantity: 77 }));
      expect(err.data?.code).toBe("INTERNAL_SERVER_ERROR");
    } finally {
      await t.db.db.execute(sql.raw("drop trigger fail_check on activity_log; drop function fail_check();"));
    }
    expect(await countsOf(a.org.id)).toEqual(before);
    expect((await itemOf(drill.id)).quantity).toBe(9);
  });

  it("50 parallel checks on one item give 50 history rows and a quantity that matches the last of them", async () => {
    const asset = await a.member.trpc.assets.create.mutate({
      name: "Race",
      asset_type_id: toolType.id,
      current_inventory: "0",
    });
    const item = await itemOf(asset.id);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        a.member.trpc.inventory.items.recordCheck.mutate({ id: item.id, quantity: i + 1 }),
      ),
    );
    expect(results).toHaveLength(50);
    const checks = (await historyOf(item.id)).filter((h) => h.checkType === "periodic");
    expect(checks).toHaveLength(50);
    const final = await itemOf(asset.id);
    expect(final.quantity).toBe(checks.at(-1)?.quantity);
    // Each check saw the quantity the previous one left (the row lock serialises them).
    let previous = 0;
    for (const h of checks) {
      expect(h.responseData._previous_quantity).toBe(previous);
      previous = h.quantity;
    }
  });

  it("checks an asset through the fallback form (quantity, condition, location, notes)", async () => {
    const r = await a.member.trpc.inventory.items.checkAsset.mutate({
      assetId: bucket.id,
      quantity: "15",
      condition: "good",
      location: "Aisle 4",
      notes: "Monthly",
    });
    expect(r.quantity).toBe(15);
    const item = await itemOf(bucket.id);
    expect(item).toMatchObject({ quantity: 15, location: "Aisle 4" });
    const overview = await a.viewer.trpc.inventory.items.forAsset.query({ assetId: bucket.id });
    expect(overview.lastKnownState).toMatchObject({ quantity: 15, condition: "good", location: "Aisle 4" });
    expect(overview.summary.counted_this_month).toBe(true);
    expect(overview.events[0]).toMatchObject({ eventType: "audit", quantity: 15 });
  });
});

describe("the add and scan flow", () => {
  it("finds an asset by barcode, asset_id, id or base64 JSON and says where to go", async () => {
    const fresh = await a.member.trpc.assets.create.mutate({ name: "Fresh Paint", asset_type_id: paintType.id });
    const code = fresh.barcode ?? "";
    const json = Buffer.from(JSON.stringify({ assetId: fresh.id })).toString("base64");
    const byBarcode = Buffer.from(JSON.stringify({ barcode: code })).toString("base64");
    for (const value of [code, fresh.id, json, byBarcode, `https://x.test/mobile/asset/${fresh.id}`]) {
      const r = await a.viewer.trpc.inventory.items.lookupQr.query({ code: value });
      expect(r).toMatchObject({ assetId: fresh.id, destination: `/inventory/action/${fresh.id}` });
    }
    // Counted this month: the item opens in edit mode.
    const counted = await a.viewer.trpc.inventory.items.lookupQr.query({ code: bucket.barcode ?? "" });
    const item = await itemOf(bucket.id);
    expect(counted.destination).toBe(`/inventory/item/${item.id}?month=${monthKey(new Date())}&edit=1`);
    const missing = await failure(a.viewer.trpc.inventory.items.lookupQr.query({ code: "NOPE-1" }));
    expect(missing.message).toBe("Asset not found for this QR code");
    const empty = await failure(a.viewer.trpc.inventory.items.lookupQr.query({ code: "  " }));
    expect(empty.message).toBe("No QR code provided");
  });

  it("lists the assets of a type 20 a page, and leaves counted assets out of the monthly pick list", async () => {
    const all = await a.viewer.trpc.inventory.items.typeAssets.query({ assetTypeId: paintType.id });
    expect(all.items.map((i) => i.name)).toContain("Bucket White");
    const monthly = await a.viewer.trpc.inventory.items.typeAssets.query({ assetTypeId: paintType.id, monthly: true });
    expect(monthly.items.map((i) => i.name)).not.toContain("Bucket White");
    expect(monthly.items.map((i) => i.name)).toContain("Fresh Paint");
    expect(monthly.total).toBe(all.total - 1);
  });

  it("creates inventory once per asset: a second attempt says it exists and writes nothing", async () => {
    const before = await countsOf(a.org.id);
    const err = await failure(a.member.trpc.inventory.items.createForAsset.mutate({ assetId: drill.id, quantity: 3 }));
    expect(err.data?.code).toBe("CONFLICT");
    expect(err.message).toBe("Inventory already exists for this asset");
    expect(await countsOf(a.org.id)).toEqual(before);

    const item = await itemOf(drill.id);
    await a.member.trpc.inventory.items.delete.mutate({ id: item.id });
    const created = await a.member.trpc.inventory.items.createForAsset.mutate({
      assetId: drill.id,
      quantity: 3,
      location: "Bin 2",
    });
    const fresh = await itemOf(drill.id);
    expect(created.inventoryItemId).toBe(fresh.id);
    expect(fresh).toMatchObject({ quantity: 3, location: "Bin 2" });
    expect((await historyOf(fresh.id))[0]).toMatchObject({ eventType: "intake", checkType: "initial", quantity: 3 });
  });
});

describe("item detail, edit and delete", () => {
  it("reads the item with its asset, events and month ends; edits it (a quantity change is an adjustment)", async () => {
    const item = await itemOf(bucket.id);
    const detail = await a.viewer.trpc.inventory.items.get.query({ id: item.id });
    expect(detail.item).toMatchObject({
      name: "Bucket White",
      quantity: 15,
      assetId: bucket.id,
      assetTypeName: "Paint",
    });
    expect(detail.events.map((e) => e.quantity)).toEqual([15, 12]);
    expect(detail.monthEnds).toEqual([expect.objectContaining({ month_year: monthKey(new Date()), quantity: 15 })]);

    await a.member.trpc.inventory.items.update.mutate({
      id: item.id,
      values: { name: "Bucket White 5gal", sku: "BW-5", quantity: 20, location: "Aisle 5", category: "Paint" },
    });
    expect(await itemOf(bucket.id)).toMatchObject({ name: "Bucket White 5gal", sku: "BW-5", quantity: 20 });
    expect((await historyOf(item.id)).at(-1)).toMatchObject({ eventType: "adjustment", quantity: 20 });
    const bad = await failure(
      a.member.trpc.inventory.items.update.mutate({ id: item.id, values: { name: " ", quantity: 1 } }),
    );
    expect(bad.message).toContain("Name is required");
  });
});

describe("the asset's History tab", () => {
  it("lists stock changes next to the asset's edits, newest first", async () => {
    const timeline = await a.viewer.trpc.assets.inventoryActivity.query({ id: bucket.id });
    const descriptions = timeline.map((e) => e.description);
    expect(descriptions).toContain("Audit: stock 12 → 15");
    expect(descriptions).toContain("Intake: stock 12");
    expect(descriptions).toContain('Asset "Bucket White" created');
    const times = timeline.map((e) => e.createdAt.getTime());
    expect([...times].sort((x, y) => y - x)).toEqual(times);
  });
});

describe("another organization", () => {
  it("reads nothing and changes nothing of A's inventory", async () => {
    const item = await itemOf(bucket.id);
    const before = { counts: await countsOf(a.org.id), item };
    const notFound = async (p: Promise<unknown>) => expect((await failure(p)).data?.code).toBe("NOT_FOUND");
    const list = await b.admin.trpc.inventory.items.list.query({ assetId: bucket.id });
    expect(list.items).toEqual([]);
    expect((await b.admin.trpc.inventory.items.list.query({})).items).toEqual([]);
    await notFound(b.admin.trpc.inventory.items.typeAssets.query({ assetTypeId: paintType.id }));
    await notFound(b.admin.trpc.inventory.items.forAsset.query({ assetId: bucket.id }));
    await notFound(b.admin.trpc.inventory.items.lookupQr.query({ code: bucket.barcode ?? "" }));
    await notFound(b.admin.trpc.inventory.items.lookupQr.query({ code: bucket.id }));
    await notFound(b.admin.trpc.inventory.items.get.query({ id: item.id }));
    await notFound(b.admin.trpc.inventory.items.recordCheck.mutate({ id: item.id, quantity: 1 }));
    await notFound(b.admin.trpc.inventory.items.checkAsset.mutate({ assetId: bucket.id, quantity: 1 }));
    await notFound(b.admin.trpc.inventory.items.createForAsset.mutate({ assetId: bucket.id, quantity: 1 }));
    await notFound(
      b.admin.trpc.inventory.items.update.mutate({ id: item.id, values: { name: "Hijack", quantity: 0 } }),
    );
    await notFound(b.admin.trpc.inventory.items.delete.mutate({ id: item.id }));
    await notFound(b.admin.trpc.assets.inventoryActivity.query({ id: bucket.id }));
    expect(await countsOf(a.org.id)).toEqual(before.counts);
    expect(await itemOf(bucket.id)).toEqual(before.item);
  });
});
