import { applyAssetCalculationFormulas, calculationFormulasFor } from "@stockroom/core";
import { activityLog, assets, assetTypes } from "@stockroom/db";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { failure, type OrgFixture, setUpTwoOrganizations, type TestApp, twoOrganizations } from "./harness";

let t: TestApp;
let a: OrgFixture;
let b: OrgFixture;

setUpTwoOrganizations("types", (f) => ({ t, a, b } = f));

const conversionField = (over: Record<string, unknown> = {}) => ({
  label: "Gallons per bucket",
  field_name: "convert_gallons_per_bucket",
  type: "number" as const,
  required: true,
  mappable: true,
  options: [],
  ...over,
});

async function typeRow(id: string) {
  const [row] = await t.db.db.select().from(assetTypes).where(eq(assetTypes.id, id));
  return row;
}

describe("asset types: create, list, check name", () => {
  it("creates with the spec's defaults and lists it with its counts", async () => {
    const created = await a.member.trpc.assetTypes.create.mutate({ name: "  Paint  " });
    const row = await typeRow(created.id);
    expect(row).toMatchObject({
      name: "Paint",
      color: "#6E56CF",
      enableBarcodes: false,
      barcodeType: "qr",
      barcodePrefix: null,
      organizationId: a.org.id,
    });
    const list = await a.member.trpc.assetTypes.list.query({});
    const listed = list.find((x) => x.id === created.id);
    expect(listed).toMatchObject({ name: "Paint", assetCount: 0, hasForm: false, conversionFieldCount: 0 });
    const [activity] = await t.db.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, created.id), eq(activityLog.organizationId, a.org.id)));
    expect(activity).toMatchObject({ type: "asset_type_created", description: 'Asset type "Paint" created' });
  });

  it("refuses a blank name and a prefix over 10 characters, changing nothing", async () => {
    const before = await a.member.trpc.assetTypes.list.query({});
    const blank = await failure(a.member.trpc.assetTypes.create.mutate({ name: "   " }));
    expect(blank.message).toBe("Asset type name is required");
    expect(blank.data?.code).toBe("BAD_REQUEST");
    const prefix = await failure(
      a.member.trpc.assetTypes.create.mutate({
        name: "Long prefix",
        enableBarcodes: true,
        barcodePrefix: "ABCDEFGHIJK",
      }),
    );
    expect(prefix.data?.code).toBe("BAD_REQUEST");
    expect(await a.member.trpc.assetTypes.list.query({})).toHaveLength(before.length);
  });

  it("refuses a name already used by an active type (any case) with the spec's message", async () => {
    await a.member.trpc.assetTypes.create.mutate({ name: "Hardware" });
    const dup = await failure(a.member.trpc.assetTypes.create.mutate({ name: "hardware" }));
    expect(dup.message).toBe('An asset type named "hardware" already exists in this organization.');
    expect(dup.data?.code).toBe("CONFLICT");
    // Another organization may use the same name.
    await expect(b.member.trpc.assetTypes.create.mutate({ name: "Hardware" })).resolves.toMatchObject({
      name: "Hardware",
    });
  });

  it("lets exactly one of two simultaneous creates of a name win", async () => {
    const results = await Promise.allSettled([
      a.member.trpc.assetTypes.create.mutate({ name: "Race Type" }),
      a.admin.trpc.assetTypes.create.mutate({ name: "race type" }),
      a.member.trpc.assetTypes.create.mutate({ name: "RACE TYPE" }),
    ]);
    const won = results.filter((r) => r.status === "fulfilled");
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(2);
    for (const l of lost) {
      expect(l.reason.data?.code).toBe("CONFLICT");
      expect(l.reason.message).toMatch(
        /^An asset type named "(Race Type|race type|RACE TYPE)" already exists in this organization\.$/,
      );
    }
    const rows = await t.db.db.select().from(assetTypes).where(eq(assetTypes.organizationId, a.org.id));
    expect(rows.filter((r) => r.name.toLowerCase() === "race type")).toHaveLength(1);
  });

  it("checks a name as the user types: free, taken, own name when editing", async () => {
    const own = await a.member.trpc.assetTypes.create.mutate({ name: "Chemicals" });
    expect(await a.viewer.trpc.assetTypes.checkName.query({ name: "Solvents" })).toEqual({
      available: true,
      message: "Name is available",
    });
    expect(await a.viewer.trpc.assetTypes.checkName.query({ name: " CHEMICALS " })).toEqual({
      available: false,
      message: 'An asset type named "CHEMICALS" already exists in this organization.',
    });
    expect(await a.viewer.trpc.assetTypes.checkName.query({ name: "Chemicals", excludeId: own.id })).toMatchObject({
      available: true,
    });
    expect(await a.viewer.trpc.assetTypes.checkName.query({ name: "" })).toEqual({
      available: false,
      message: "Asset type name is required",
    });
    // Names of another organization do not count.
    expect(await b.viewer.trpc.assetTypes.checkName.query({ name: "Chemicals" })).toMatchObject({ available: true });
  });

  it("filters 'has assets' and sorts by asset_count, name and created_at", async () => {
    const o = await twoOrganizations(t, "sorting");
    const c = o.a.member.trpc;
    const alpha = await c.assetTypes.create.mutate({ name: "Alpha" });
    const beta = await c.assetTypes.create.mutate({ name: "beta" });
    const gamma = await c.assetTypes.create.mutate({ name: "Gamma" });
    for (let i = 0; i < 3; i++) await c.assets.create.mutate({ name: `B${i}`, asset_type_id: beta.id });
    await c.assets.create.mutate({ name: "G0", asset_type_id: gamma.id });

    const byCount = await c.assetTypes.list.query({ sort: "asset_count", direction: "desc" });
    expect(byCount.map((x) => [x.name, x.assetCount])).toEqual([
      ["beta", 3],
      ["Gamma", 1],
      ["Alpha", 0],
    ]);
    const byName = await c.assetTypes.list.query({ sort: "name", direction: "asc" });
    expect(byName.map((x) => x.name)).toEqual(["Alpha", "beta", "Gamma"]);
    const newest = await c.assetTypes.list.query({});
    expect(newest.map((x) => x.id)).toEqual([gamma.id, beta.id, alpha.id]);
    const withAssets = await c.assetTypes.list.query({ hasAssets: true, sort: "name", direction: "asc" });
    expect(withAssets.map((x) => x.name)).toEqual(["beta", "Gamma"]);
  });
});

describe("asset types: detail, edit, settings", () => {
  it("returns the detail with its counts, and 'Asset type not found' for unknown ids", async () => {
    const type = await a.member.trpc.assetTypes.create.mutate({ name: "Detail Type", color: "#0EA5E9" });
    await a.member.trpc.assets.create.mutate({ name: "D1", asset_type_id: type.id, current_inventory: 4 });
    const detail = await a.viewer.trpc.assetTypes.get.query({ id: type.id });
    expect(detail).toMatchObject({
      name: "Detail Type",
      color: "#0EA5E9",
      assetCount: 1,
      inventoryItemCount: 1,
      conversionFields: [],
      calculationFormulas: { intake: [], inventory: [] },
    });
    const missing = await failure(a.viewer.trpc.assetTypes.get.query({ id: "00000000-0000-4000-8000-000000000000" }));
    expect(missing.data?.code).toBe("NOT_FOUND");
    expect(missing.message).toBe("Asset type not found");
    const garbage = await failure(a.viewer.trpc.assetTypes.get.query({ id: "not-a-uuid" }));
    expect(garbage.message).toBe("Asset type not found");
    expect(garbage.data?.code).toBe("BAD_REQUEST");
  });

  it("updates name, colour and barcode settings; a taken name is refused", async () => {
    const type = await a.member.trpc.assetTypes.create.mutate({ name: "Edit Me" });
    await a.member.trpc.assetTypes.create.mutate({ name: "Taken Name" });
    await a.member.trpc.assetTypes.update.mutate({
      id: type.id,
      name: "Edited",
      description: "Now with a description",
      color: "#10B981",
      enableBarcodes: true,
      barcodeType: "code128",
      barcodePrefix: "ED-",
    });
    expect(await typeRow(type.id)).toMatchObject({
      name: "Edited",
      description: "Now with a description",
      color: "#10B981",
      enableBarcodes: true,
      barcodeType: "code128",
      barcodePrefix: "ED-",
    });
    const taken = await failure(a.member.trpc.assetTypes.update.mutate({ id: type.id, name: "TAKEN NAME" }));
    expect(taken.message).toBe('An asset type named "TAKEN NAME" already exists in this organization.');
    expect((await typeRow(type.id))?.name).toBe("Edited");

    await a.member.trpc.assetTypes.updateBarcodeSettings.mutate({
      id: type.id,
      enableBarcodes: false,
      barcodeType: "code39",
      barcodePrefix: "",
    });
    expect(await typeRow(type.id)).toMatchObject({ enableBarcodes: false, barcodeType: "code39", barcodePrefix: null });
  });

  it("saves conversion fields in order, and refuses invalid lists with the spec's messages", async () => {
    const type = await a.member.trpc.assetTypes.create.mutate({ name: "Conversions" });
    const fields = [
      conversionField(),
      conversionField({
        label: "Colour",
        field_name: "colour",
        type: "select",
        options: ["Red", "Blue"],
        required: false,
      }),
    ];
    const saved = await a.member.trpc.assetTypes.updateConversionFields.mutate({ id: type.id, fields });
    expect(saved.conversionFields.map((f) => f.field_name)).toEqual(["convert_gallons_per_bucket", "colour"]);
    const reordered = [fields[1], fields[0]];
    await a.member.trpc.assetTypes.updateConversionFields.mutate({ id: type.id, fields: reordered as typeof fields });
    const detail = await a.member.trpc.assetTypes.get.query({ id: type.id });
    expect(detail.conversionFields.map((f) => f.field_name)).toEqual(["colour", "convert_gallons_per_bucket"]);

    const duplicate = await failure(
      a.member.trpc.assetTypes.updateConversionFields.mutate({
        id: type.id,
        fields: [conversionField(), conversionField()],
      }),
    );
    expect(duplicate.message).toBe("Duplicate field name");
    const badName = await failure(
      a.member.trpc.assetTypes.updateConversionFields.mutate({
        id: type.id,
        fields: [conversionField({ field_name: "1st" })],
      }),
    );
    expect(badName.message).toBe(
      "Field name must start with letter and contain only letters, numbers, and underscores",
    );
    const noOptions = await failure(
      a.member.trpc.assetTypes.updateConversionFields.mutate({
        id: type.id,
        fields: [conversionField({ type: "select", options: [] })],
      }),
    );
    expect(noOptions.message).toBe("Select fields must have at least one option");
    const noLabel = await failure(
      a.member.trpc.assetTypes.updateConversionFields.mutate({ id: type.id, fields: [conversionField({ label: "" })] }),
    );
    expect(noLabel.message).toBe("Label is required");
    const after = await a.member.trpc.assetTypes.get.query({ id: type.id });
    expect(after.conversionFields.map((f) => f.field_name)).toEqual(["colour", "convert_gallons_per_bucket"]);
  });

  it("saves both calculation formula tabs together, in the shape the formula engine reads", async () => {
    const type = await a.member.trpc.assetTypes.create.mutate({ name: "Formulas" });
    await a.member.trpc.assetTypes.updateCalculationFormulas.mutate({
      id: type.id,
      intake: [
        {
          targetField: "total_gallons",
          formulaType: "multiply",
          description: "Buckets to gallons",
          baseValue: "buckets",
          multiplier: 5,
        },
      ],
      inventory: [{ targetField: "total", formulaType: "custom", customFormula: "{count} + 2" }],
    });
    const detail = await a.member.trpc.assetTypes.get.query({ id: type.id });
    expect(detail.calculationFormulas.intake).toEqual([
      {
        targetField: "total_gallons",
        formulaType: "multiply",
        description: "Buckets to gallons",
        baseValue: "buckets",
        multiplier: 5,
        addend: null,
        customFormula: null,
      },
    ]);
    expect(detail.calculationFormulas.inventory[0]).toMatchObject({
      formulaType: "custom",
      customFormula: "{count} + 2",
    });
    const stored = (await typeRow(type.id))?.calculationFormulas;
    expect(applyAssetCalculationFormulas({ buckets: 3 }, calculationFormulasFor(stored, "intake"), {})).toMatchObject({
      total_gallons: 15,
    });
    expect(applyAssetCalculationFormulas({ count: 40 }, calculationFormulasFor(stored, "inventory"), {})).toMatchObject(
      {
        total: 42,
      },
    );

    const bad = await failure(
      a.member.trpc.assetTypes.updateCalculationFormulas.mutate({
        id: type.id,
        intake: [{ targetField: "x", formulaType: "custom", customFormula: "" }],
        inventory: [],
      }),
    );
    expect(bad.data?.code).toBe("BAD_REQUEST");
    expect((await a.member.trpc.assetTypes.get.query({ id: type.id })).calculationFormulas.intake).toHaveLength(1);
  });
});

describe("asset types: archive and restore", () => {
  it("archives (soft) and restores; restoring into a name now in use gives the spec's message", async () => {
    const type = await a.member.trpc.assetTypes.create.mutate({ name: "Seasonal" });
    await a.member.trpc.assetTypes.archive.mutate({ id: type.id });
    const row = await typeRow(type.id);
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(row?.isDeleted).toBe(true);
    expect((await a.member.trpc.assetTypes.list.query({})).some((x) => x.id === type.id)).toBe(false);
    const archived = await a.member.trpc.assetTypes.list.query({ archived: true, sort: "deleted_at" });
    expect(archived.find((x) => x.id === type.id)?.deletedAt).toBeInstanceOf(Date);
    // The archived type's name is free again.
    const replacement = await a.member.trpc.assetTypes.create.mutate({ name: "SEASONAL" });
    const conflict = await failure(a.member.trpc.assetTypes.restore.mutate({ id: type.id }));
    expect(conflict.message).toBe("An active asset type with the same name already exists in this organization.");
    expect(conflict.data?.code).toBe("CONFLICT");
    expect((await typeRow(type.id))?.deletedAt).toBeInstanceOf(Date);

    await a.member.trpc.assetTypes.archive.mutate({ id: replacement.id });
    await a.member.trpc.assetTypes.restore.mutate({ id: type.id });
    expect(await typeRow(type.id)).toMatchObject({ deletedAt: null, isDeleted: false });
    const kinds = await t.db.db
      .select({ type: activityLog.type })
      .from(activityLog)
      .where(eq(activityLog.entityId, type.id));
    expect(kinds.map((k) => k.type).sort()).toEqual([
      "asset_type_archived",
      "asset_type_created",
      "asset_type_restored",
    ]);
  });

  it("keeps archived types out of the pickers and refuses new assets of them", async () => {
    const type = await a.member.trpc.assetTypes.create.mutate({ name: "Retired Type" });
    await a.member.trpc.assetTypes.archive.mutate({ id: type.id });
    expect((await a.member.trpc.assetTypes.options.query()).some((x) => x.id === type.id)).toBe(false);
    const err = await failure(a.member.trpc.assets.create.mutate({ name: "Nope", asset_type_id: type.id }));
    expect(err.data?.code).toBe("NOT_FOUND");
    expect(err.message).toBe("Asset type not found");
  });
});

describe("asset types: roles and tenancy", () => {
  it("viewers can read but every write is FORBIDDEN", async () => {
    const type = await a.member.trpc.assetTypes.create.mutate({ name: "Viewer Target" });
    const v = a.viewer.trpc.assetTypes;
    await expect(v.get.query({ id: type.id })).resolves.toMatchObject({ name: "Viewer Target" });
    const writes = [
      () => v.create.mutate({ name: "By viewer" }),
      () => v.update.mutate({ id: type.id, name: "Renamed by viewer" }),
      () => v.updateBarcodeSettings.mutate({ id: type.id, enableBarcodes: true }),
      () => v.updateConversionFields.mutate({ id: type.id, fields: [] }),
      () => v.updateCalculationFormulas.mutate({ id: type.id, intake: [], inventory: [] }),
      () => v.archive.mutate({ id: type.id }),
      () => v.restore.mutate({ id: type.id }),
    ];
    for (const w of writes) expect((await failure(w())).data?.code).toBe("FORBIDDEN");
    expect(await typeRow(type.id)).toMatchObject({ name: "Viewer Target", deletedAt: null, enableBarcodes: false });
  });

  it("another organization's member gets NOT_FOUND for every procedure with A's ids, and never A's data", async () => {
    const type = await a.member.trpc.assetTypes.create.mutate({ name: "A Secret Type" });
    await a.member.trpc.assets.create.mutate({ name: "A secret asset", asset_type_id: type.id });
    const x = b.member.trpc.assetTypes;
    const calls = [
      () => x.get.query({ id: type.id }),
      () => x.update.mutate({ id: type.id, name: "Hijacked" }),
      () => x.updateBarcodeSettings.mutate({ id: type.id, enableBarcodes: true }),
      () => x.updateConversionFields.mutate({ id: type.id, fields: [] }),
      () => x.updateCalculationFormulas.mutate({ id: type.id, intake: [], inventory: [] }),
      () => x.archive.mutate({ id: type.id }),
      () => x.restore.mutate({ id: type.id }),
    ];
    for (const call of calls) {
      const err = await failure(call());
      expect(err.data?.code).toBe("NOT_FOUND");
      expect(err.message).toBe("Asset type not found");
    }
    // An asset of B cannot be put under A's type either.
    expect((await failure(b.member.trpc.assets.create.mutate({ name: "x", asset_type_id: type.id }))).data?.code).toBe(
      "NOT_FOUND",
    );
    const bLists = [
      ...(await x.list.query({})),
      ...(await x.list.query({ archived: true })),
      ...(await x.options.query()),
    ];
    expect(bLists.some((row) => row.id === type.id || row.name.startsWith("A Secret"))).toBe(false);
    expect(await typeRow(type.id)).toMatchObject({ name: "A Secret Type", deletedAt: null });
    const [count] = await t.db.db.select({ id: assets.id }).from(assets).where(eq(assets.organizationId, b.org.id));
    expect(count).toBeUndefined();
  });
});
