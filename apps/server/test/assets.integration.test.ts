import { addMonthsToKey, monthKey } from "@stockroom/core";
import {
  activityLog,
  assets,
  barcodeSequences,
  formSubmissions,
  forms,
  inventoryHistory,
  inventoryItems,
  inventoryPriceHistory,
  systemLogs,
} from "@stockroom/db";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  failure,
  type OrgFixture,
  setUpTwoOrganizations,
  startTestApp,
  type TestApp,
  twoOrganizations,
} from "./harness";

let t: TestApp;
let a: OrgFixture;
let b: OrgFixture;
let paintType: { id: string };
let plainType: { id: string };

setUpTwoOrganizations("assets", async (f) => {
  ({ t, a, b } = f);
  paintType = await a.admin.trpc.assetTypes.create.mutate({
    name: "Paint",
    enableBarcodes: true,
    barcodePrefix: "PNT-",
  });
  await a.admin.trpc.assetTypes.updateConversionFields.mutate({
    id: paintType.id,
    fields: [
      {
        label: "Gallons per bucket",
        field_name: "convert_gallons",
        type: "number",
        required: true,
        mappable: true,
        options: [],
      },
      {
        label: "Finish",
        field_name: "finish",
        type: "text",
        required: false,
        mappable: false,
        options: [],
        default_value: "matte",
      },
    ],
  });
  plainType = await a.admin.trpc.assetTypes.create.mutate({ name: "Tools" });
});

async function rowsOf(orgId: string) {
  const count = async (
    table: typeof assets | typeof inventoryItems | typeof inventoryHistory | typeof inventoryPriceHistory,
  ) =>
    (await t.db.db.select({ n: sql<number>`count(*)::int` }).from(table).where(eq(table.organizationId, orgId)))[0]?.n;
  return {
    assets: await count(assets),
    items: await count(inventoryItems),
    history: await count(inventoryHistory),
    prices: await count(inventoryPriceHistory),
  };
}

describe("creating an asset", () => {
  it("writes the asset, its item, the initial history entry, the price record and a barcode together", async () => {
    const created = await a.member.trpc.assets.create.mutate({
      name: "Exterior White 5gal",
      asset_type_id: paintType.id,
      description: "Acrylic",
      serial_number: "SN-100",
      acquisition_date: "2024-02-29",
      location: "Aisle 3",
      cost: "42.5",
      current_inventory: "12",
      unit_type: "bucket",
      conversion_values: { convert_gallons: 5 },
    });
    expect(created.barcode).toBe("PNT-000001");
    const [asset] = await t.db.db.select().from(assets).where(eq(assets.id, created.id));
    expect(asset).toMatchObject({
      organizationId: a.org.id,
      name: "Exterior White 5gal",
      status: "active",
      serialNumber: "SN-100",
      acquisitionDate: "2024-02-29",
      barcode: "PNT-000001",
      assetId: "PNT-000001",
      isDeleted: false,
    });
    expect(asset?.metadata).toMatchObject({
      location: "Aisle 3",
      cost: 42.5,
      current_inventory: 12,
      unit_type: "bucket",
      currency: "USD",
      convert_gallons: 5,
      finish: "matte",
    });
    const [item] = await t.db.db.select().from(inventoryItems).where(eq(inventoryItems.assetId, created.id));
    expect(item).toMatchObject({
      organizationId: a.org.id,
      assetTypeId: paintType.id,
      quantity: 12,
      location: "Aisle 3",
      status: "active",
      currentPrice: 42.5,
      currency: "USD",
      barcode: "PNT-000001",
    });
    const history = await t.db.db.select().from(inventoryHistory).where(eq(inventoryHistory.inventoryItemId, item!.id));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      checkType: "initial",
      eventType: "intake",
      quantity: 12,
      notes: "Initial intake via dynamic form",
      monthYear: monthKey(new Date()),
    });
    const prices = await t.db.db
      .select()
      .from(inventoryPriceHistory)
      .where(eq(inventoryPriceHistory.inventoryItemId, item!.id));
    expect(prices).toEqual([
      expect.objectContaining({ price: 42.5, currency: "USD", unitType: "bucket", organizationId: a.org.id }),
    ]);
    const [activity] = await t.db.db.select().from(activityLog).where(eq(activityLog.entityId, created.id));
    expect(activity).toMatchObject({ type: "asset_created", description: 'Asset "Exterior White 5gal" created' });
  });

  it("numbers barcodes per organization, unique under concurrent creates", async () => {
    const made = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        a.member.trpc.assets.create.mutate({ name: `Parallel ${i}`, asset_type_id: paintType.id }),
      ),
    );
    const codes = made.map((m) => m.barcode);
    expect(new Set(codes).size).toBe(8);
    expect(codes.every((c) => /^PNT-\d{6}$/.test(c ?? ""))).toBe(true);
    // Another organization starts its own sequence.
    const bType = await b.member.trpc.assetTypes.create.mutate({ name: "B Paint", enableBarcodes: true });
    const bAsset = await b.member.trpc.assets.create.mutate({ name: "B one", asset_type_id: bType.id });
    expect(bAsset.barcode).toBe("000001");
  });

  it("gives no barcode when the type has barcodes off, and defaults to 0 stock and cost", async () => {
    const created = await a.member.trpc.assets.create.mutate({ name: "Hammer", asset_type_id: plainType.id });
    expect(created.barcode).toBeNull();
    const [item] = await t.db.db.select().from(inventoryItems).where(eq(inventoryItems.assetId, created.id));
    expect(item).toMatchObject({ quantity: 0, currentPrice: 0, barcode: null });
  });

  it("refuses bad input with the spec's messages and writes nothing", async () => {
    const before = await rowsOf(a.org.id);
    const noName = await failure(a.member.trpc.assets.create.mutate({ name: " ", asset_type_id: plainType.id }));
    expect(noName.message).toBe("Name is required");
    expect(noName.data?.code).toBe("BAD_REQUEST");
    const noType = await failure(a.member.trpc.assets.create.mutate({ name: "x", asset_type_id: "" }));
    expect(noType.message).toBe("Asset type is required");
    const future = await failure(
      a.member.trpc.assets.create.mutate({ name: "x", asset_type_id: plainType.id, acquisition_date: "2999-01-01" }),
    );
    expect(future.message).toBe("Acquisition date cannot be in the future");
    const negative = await failure(
      a.member.trpc.assets.create.mutate({ name: "x", asset_type_id: plainType.id, current_inventory: -1 }),
    );
    expect(negative.message).toBe("Quantity cannot be negative");
    const fraction = await failure(
      a.member.trpc.assets.create.mutate({ name: "x", asset_type_id: plainType.id, current_inventory: 1.5 }),
    );
    expect(fraction.message).toBe("Quantity must be a whole number");
    const badParent = await failure(
      a.member.trpc.assets.create.mutate({
        name: "x",
        asset_type_id: plainType.id,
        parent_asset_id: "00000000-0000-4000-8000-000000000000",
      }),
    );
    expect(badParent.data?.code).toBe("NOT_FOUND");
    expect(await rowsOf(a.org.id)).toEqual(before);
  });

  it("leaves no asset, item, history or price row when the last step (the barcode) fails", async () => {
    const o = await twoOrganizations(t, "atomic");
    const type = await o.a.member.trpc.assetTypes.create.mutate({ name: "Atomic", enableBarcodes: true });
    // The next number overflows bigint: minting the barcode is the step that fails.
    await t.db.db
      .insert(barcodeSequences)
      .values({ organizationId: o.a.org.id, nextValue: Number.MAX_SAFE_INTEGER })
      .onConflictDoNothing();
    await t.db.db.execute(
      sql`update barcode_sequences set next_value = 9223372036854775807 where organization_id = ${o.a.org.id}`,
    );
    const before = await rowsOf(o.a.org.id);
    expect(before).toEqual({ assets: 0, items: 0, history: 0, prices: 0 });
    const err = await failure(
      o.a.member.trpc.assets.create.mutate({
        name: "Half made",
        asset_type_id: type.id,
        current_inventory: 3,
        cost: 9,
      }),
    );
    expect(err.data?.code).toBe("INTERNAL_SERVER_ERROR");
    expect(await rowsOf(o.a.org.id)).toEqual(before);
    const activity = await t.db.db.select().from(activityLog).where(eq(activityLog.type, "asset_created"));
    expect(activity.some((row) => row.organizationId === o.a.org.id)).toBe(false);
  });
});

describe("the asset list", () => {
  let o: { a: OrgFixture; b: OrgFixture };
  let types: { red: string; blue: string };
  const TOTAL = 57;

  beforeAll(async () => {
    o = await twoOrganizations(t, "paging");
    types = {
      red: (await o.a.admin.trpc.assetTypes.create.mutate({ name: "Red" })).id,
      blue: (await o.a.admin.trpc.assetTypes.create.mutate({ name: "Blue" })).id,
    };
    // Rows written directly: the list is what is under test here, not creation.
    await t.db.db.insert(assets).values(
      Array.from({ length: TOTAL }, (_, i) => ({
        organizationId: o.a.org.id,
        assetTypeId: i % 3 === 0 ? types.blue : types.red,
        name: `Asset ${String(i).padStart(3, "0")}`,
        description: i % 10 === 0 ? "contains the word lacquer" : null,
        serialNumber: `SER-${i}`,
        assetId: i === 7 ? "BC-50%_OFF" : null,
        status: i % 5 === 0 ? "maintenance" : "active",
      })),
    );
  });

  it("pages through every asset exactly once, in order, with the total", async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const res = await o.a.viewer.trpc.assets.list.query({ page, pageSize: 25 });
      expect(res.total).toBe(TOTAL);
      expect(res.pageCount).toBe(3);
      expect(res.items.length).toBe(page < 3 ? 25 : 7);
      seen.push(...res.items.map((x) => x.name));
    }
    expect(seen).toEqual(Array.from({ length: TOTAL }, (_, i) => `Asset ${String(i).padStart(3, "0")}`));
    const beyond = await o.a.viewer.trpc.assets.list.query({ page: 9, pageSize: 25 });
    expect(beyond).toMatchObject({ items: [], total: TOTAL });
  });

  it("sorts on the server, descending and by type, with a stable order across pages", async () => {
    const desc = await o.a.viewer.trpc.assets.list.query({ sort: "name", direction: "desc", pageSize: 5 });
    expect(desc.items.map((x) => x.name)).toEqual(["Asset 056", "Asset 055", "Asset 054", "Asset 053", "Asset 052"]);
    const byType: string[] = [];
    for (let page = 1; page <= 6; page++) {
      const res = await o.a.viewer.trpc.assets.list.query({ sort: "asset_type", pageSize: 10, page });
      byType.push(...res.items.map((x) => `${x.assetTypeName}:${x.name}`));
    }
    expect(byType).toHaveLength(TOTAL);
    expect(new Set(byType).size).toBe(TOTAL);
    expect(byType.slice(0, 19).every((x) => x.startsWith("Blue:"))).toBe(true);
    expect(byType.slice(19).every((x) => x.startsWith("Red:"))).toBe(true);
  });

  it("searches name, description, serial number and asset_id, and filters by status and type", async () => {
    const q = o.a.viewer.trpc.assets.list;
    expect((await q.query({ search: "asset 01" })).items.map((x) => x.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Asset 01${i}`),
    );
    expect((await q.query({ search: "LACQUER" })).total).toBe(6);
    expect((await q.query({ search: "ser-42" })).items.map((x) => x.name)).toEqual(["Asset 042"]);
    // % and _ are literal characters of the term, not wildcards.
    expect((await q.query({ search: "50%_" })).items.map((x) => x.name)).toEqual(["Asset 007"]);
    expect((await q.query({ search: "%" })).total).toBe(1);
    expect((await q.query({ status: "maintenance" })).total).toBe(12);
    expect((await q.query({ status: "retired" })).total).toBe(0);
    const blue = await q.query({ assetTypeId: types.blue, pageSize: 100 });
    expect(blue.total).toBe(19);
    expect(blue.items.every((x) => x.assetTypeName === "Blue")).toBe(true);
    expect((await q.query({ assetTypeId: types.blue, status: "maintenance", search: "Asset" })).total).toBe(4);
  });

  it("never lists another organization's assets", async () => {
    const res = await o.b.viewer.trpc.assets.list.query({ pageSize: 100 });
    expect(res.total).toBe(0);
    expect((await o.b.viewer.trpc.assets.list.query({ assetTypeId: types.red })).total).toBe(0);
    expect(await o.b.viewer.trpc.assets.options.query({ search: "Asset" })).toEqual([]);
  });
});

describe("asset detail, edit, delete, restore", () => {
  it("returns the detail with the latest three history records and the total count", async () => {
    const created = await a.member.trpc.assets.create.mutate({
      name: "Detail asset",
      asset_type_id: paintType.id,
      current_inventory: 5,
    });
    const [item] = await t.db.db.select().from(inventoryItems).where(eq(inventoryItems.assetId, created.id));
    for (let i = 1; i <= 4; i++) {
      await t.db.db.insert(inventoryHistory).values({
        organizationId: a.org.id,
        inventoryItemId: item!.id,
        checkType: "periodic",
        eventType: "audit",
        quantity: 5 + i,
        monthYear: monthKey(new Date()),
        checkDate: new Date(Date.now() + i * 60_000),
      });
    }
    const detail = await a.viewer.trpc.assets.get.query({ id: created.id });
    expect(detail).toMatchObject({
      name: "Detail asset",
      barcode: created.barcode,
      quantity: 5,
      historyCount: 5,
      assetType: { id: paintType.id, name: "Paint", enableBarcodes: true },
    });
    expect(detail.assetType.conversionFields.map((f) => f.field_name)).toEqual(["convert_gallons", "finish"]);
    expect(detail.recentHistory.map((h) => h.quantity)).toEqual([9, 8, 7]);
    expect(detail.recentHistory[0]?.checkDate).toBeInstanceOf(Date);
    const missing = await failure(a.viewer.trpc.assets.get.query({ id: "00000000-0000-4000-8000-000000000000" }));
    expect(missing.message).toBe("Asset not found");
  });

  it("edits an asset, keeping stock and other metadata; moving it to a barcode type gives it a barcode", async () => {
    const created = await a.member.trpc.assets.create.mutate({
      name: "Drill",
      asset_type_id: plainType.id,
      current_inventory: 2,
      location: "Shelf 1",
    });
    await t.db.db
      .update(assets)
      .set({ metadata: sql`${assets.metadata} || '{"last_form_submission":"2024-01-01"}'::jsonb` })
      .where(eq(assets.id, created.id));
    await a.member.trpc.assets.update.mutate({
      id: created.id,
      values: {
        name: "Cordless Drill",
        asset_type_id: paintType.id,
        status: "maintenance",
        location: "Shelf 2",
        current_inventory: 99,
        conversion_values: { convert_gallons: 2 },
      },
    });
    const [row] = await t.db.db.select().from(assets).where(eq(assets.id, created.id));
    expect(row).toMatchObject({ name: "Cordless Drill", status: "maintenance", assetTypeId: paintType.id });
    expect(row?.barcode).toMatch(/^PNT-\d{6}$/);
    expect(row?.metadata).toMatchObject({
      location: "Shelf 2",
      current_inventory: 2,
      last_form_submission: "2024-01-01",
      convert_gallons: 2,
      finish: "matte",
    });
    const [item] = await t.db.db.select().from(inventoryItems).where(eq(inventoryItems.assetId, created.id));
    expect(item).toMatchObject({ quantity: 2, assetTypeId: paintType.id, barcode: row?.barcode });
  });

  it("refuses a parent that would make a loop", async () => {
    const top = await a.member.trpc.assets.create.mutate({ name: "Rack", asset_type_id: plainType.id });
    const middle = await a.member.trpc.assets.create.mutate({
      name: "Shelf",
      asset_type_id: plainType.id,
      parent_asset_id: top.id,
    });
    const bottom = await a.member.trpc.assets.create.mutate({
      name: "Bin",
      asset_type_id: plainType.id,
      parent_asset_id: middle.id,
    });
    const loop = await failure(
      a.member.trpc.assets.update.mutate({
        id: top.id,
        values: { name: "Rack", asset_type_id: plainType.id, parent_asset_id: bottom.id },
      }),
    );
    expect(loop.data?.code).toBe("BAD_REQUEST");
    const self = await failure(
      a.member.trpc.assets.update.mutate({
        id: top.id,
        values: { name: "Rack", asset_type_id: plainType.id, parent_asset_id: top.id },
      }),
    );
    expect(self.data?.code).toBe("BAD_REQUEST");
    const detail = await a.member.trpc.assets.get.query({ id: bottom.id });
    expect(detail).toMatchObject({ parentAssetId: middle.id, parentAssetName: "Shelf" });
    const options = await a.member.trpc.assets.options.query({ search: "Sh", excludeId: middle.id });
    expect(options.some((x) => x.id === middle.id)).toBe(false);
  });

  it("soft-deletes an asset out of the list and restores it", async () => {
    const created = await a.member.trpc.assets.create.mutate({ name: "Ladder 12ft", asset_type_id: plainType.id });
    await a.member.trpc.assets.delete.mutate({ id: created.id });
    const [row] = await t.db.db.select().from(assets).where(eq(assets.id, created.id));
    expect(row).toMatchObject({ isDeleted: true });
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect((await a.member.trpc.assets.list.query({ search: "Ladder 12ft" })).total).toBe(0);
    expect((await a.member.trpc.assets.list.query({ search: "Ladder 12ft", archived: true })).total).toBe(1);
    expect((await a.member.trpc.assets.get.query({ id: created.id })).isDeleted).toBe(true);
    expect((await failure(a.member.trpc.assets.delete.mutate({ id: created.id }))).data?.code).toBe("NOT_FOUND");
    await a.member.trpc.assets.restore.mutate({ id: created.id });
    expect((await a.member.trpc.assets.list.query({ search: "Ladder 12ft" })).total).toBe(1);
    const history = await a.member.trpc.assets.activity.query({ id: created.id });
    expect(history.map((h) => h.type)).toEqual(["asset_restored", "asset_deleted", "asset_created"]);
  });
});

describe("QR codes", () => {
  it("encodes {origin}/mobile/asset/{id} and logs 'QR Code Generated' for every generation", async () => {
    const created = await a.member.trpc.assets.create.mutate({ name: "QR asset", asset_type_id: paintType.id });
    const first = await a.viewer.trpc.assets.generateQr.mutate({ id: created.id });
    expect(first).toMatchObject({
      assetId: created.id,
      assetName: "QR asset",
      mobileUrl: `${t.baseUrl}/mobile/asset/${created.id}`,
      barcode: created.barcode,
    });
    await a.viewer.trpc.assets.generateQr.mutate({ id: created.id });
    const logs = await t.db.db
      .select()
      .from(systemLogs)
      .where(and(eq(systemLogs.organizationId, a.org.id), eq(systemLogs.message, "QR Code Generated")));
    const mine = logs.filter((l) => l.details?.asset_id === created.id);
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({ type: "info" });
    expect(typeof mine[0]?.details?.generation_time).toBe("string");
  });

  it("uses PUBLIC_URL when it is configured", async () => {
    const other = await startTestApp({ PUBLIC_URL: "https://stock.example.com/" });
    try {
      const o = await twoOrganizations(other, "public-url");
      const type = await o.a.member.trpc.assetTypes.create.mutate({ name: "T" });
      const created = await o.a.member.trpc.assets.create.mutate({ name: "A", asset_type_id: type.id });
      const qr = await o.a.member.trpc.assets.generateQr.mutate({ id: created.id });
      expect(qr.mobileUrl).toBe(`https://stock.example.com/mobile/asset/${created.id}`);
    } finally {
      await other.close();
    }
  });
});

describe("the Forms tab", () => {
  it("lists submissions newest first with form and submitter names, and the pending inventory form", async () => {
    const type = await a.admin.trpc.assetTypes.create.mutate({ name: "Counted monthly" });
    const created = await a.member.trpc.assets.create.mutate({ name: "Counted", asset_type_id: type.id });
    const [countForm] = await t.db.db
      .insert(forms)
      .values({ organizationId: a.org.id, name: "Monthly Count" })
      .returning();
    const [otherForm] = await t.db.db.insert(forms).values({ organizationId: a.org.id, name: "Audit" }).returning();
    await t.db.db.execute(sql`update asset_types set inventory_form_id = ${countForm!.id} where id = ${type.id}`);

    let tab = await a.viewer.trpc.assets.formActivity.query({ id: created.id });
    expect(tab.submissions).toEqual([]);
    expect(tab.pendingForms).toEqual([
      expect.objectContaining({ formId: countForm!.id, formName: "Monthly Count", isOverdue: false }),
    ]);
    expect(tab.pendingForms[0]?.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const thisMonth = monthKey(new Date());
    await t.db.db.insert(formSubmissions).values([
      {
        organizationId: a.org.id,
        formId: otherForm!.id,
        assetId: created.id,
        monthYear: addMonthsToKey(thisMonth, -1),
        submittedBy: a.adminUser.id,
        createdAt: new Date(Date.now() - 86_400_000),
      },
      {
        organizationId: a.org.id,
        formId: countForm!.id,
        assetId: created.id,
        monthYear: thisMonth,
        submittedBy: a.adminUser.id,
      },
    ]);
    tab = await a.viewer.trpc.assets.formActivity.query({ id: created.id });
    expect(tab.submissions.map((s) => s.formName)).toEqual(["Monthly Count", "Audit"]);
    expect(tab.submissions[0]?.submittedByName).toBe(a.adminUser.fullName);
    expect(tab.pendingForms).toEqual([]);
  });
});

describe("assets: roles and tenancy", () => {
  it("viewers read but cannot write", async () => {
    const created = await a.member.trpc.assets.create.mutate({ name: "Viewer target", asset_type_id: plainType.id });
    const v = a.viewer.trpc.assets;
    await expect(v.get.query({ id: created.id })).resolves.toMatchObject({ name: "Viewer target" });
    const writes = [
      () => v.create.mutate({ name: "By viewer", asset_type_id: plainType.id }),
      () => v.update.mutate({ id: created.id, values: { name: "Renamed", asset_type_id: plainType.id } }),
      () => v.delete.mutate({ id: created.id }),
      () => v.restore.mutate({ id: created.id }),
    ];
    for (const w of writes) expect((await failure(w())).data?.code).toBe("FORBIDDEN");
    const [row] = await t.db.db.select().from(assets).where(eq(assets.id, created.id));
    expect(row).toMatchObject({ name: "Viewer target", isDeleted: false });
  });

  it("another organization's member gets NOT_FOUND for every procedure with A's ids", async () => {
    const created = await a.member.trpc.assets.create.mutate({ name: "A private", asset_type_id: paintType.id });
    const x = b.member.trpc.assets;
    const bType = await b.member.trpc.assetTypes.create.mutate({ name: "B own type" });
    const calls = [
      () => x.get.query({ id: created.id }),
      () => x.formActivity.query({ id: created.id }),
      () => x.activity.query({ id: created.id }),
      () => x.generateQr.mutate({ id: created.id }),
      () => x.update.mutate({ id: created.id, values: { name: "Hijacked", asset_type_id: bType.id } }),
      () => x.delete.mutate({ id: created.id }),
      () => x.restore.mutate({ id: created.id }),
      () => x.create.mutate({ name: "Child of A", asset_type_id: bType.id, parent_asset_id: created.id }),
    ];
    for (const call of calls) {
      const err = await failure(call());
      expect(err.data?.code).toBe("NOT_FOUND");
      expect(err.message).toBe("Asset not found");
    }
    // An id that is not a uuid names nothing either: the same message, no database error.
    const garbage = await failure(x.get.query({ id: "not-a-uuid" }));
    expect(garbage.message).toBe("Asset not found");
    expect(garbage.data?.code).toBe("BAD_REQUEST");
    const garbageType = await failure(x.create.mutate({ name: "x", asset_type_id: "nope" }));
    expect(garbageType.message).toBe("Asset type not found");
    const garbageParent = await failure(
      x.create.mutate({ name: "x", asset_type_id: bType.id, parent_asset_id: "nope" }),
    );
    expect(garbageParent.message).toBe("Asset not found");
    const options = await x.options.query({ search: "A private", includeId: created.id });
    expect(options).toEqual([]);
    const [row] = await t.db.db.select().from(assets).where(eq(assets.id, created.id));
    expect(row).toMatchObject({ name: "A private", isDeleted: false });
    const logs = await t.db.db.select().from(systemLogs).where(eq(systemLogs.organizationId, b.org.id));
    expect(logs).toEqual([]);
  });
});
