import {
  activityLog,
  assetTypeForms,
  assetTypes,
  formCategories,
  formCategoryMappings,
  formFieldDependencies,
  forms,
  formValidationRules,
  mappedFields,
} from "@stockroom/db";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { field, formsFixtures } from "./forms-fixtures";
import { failure, type OrgFixture, setUpTwoOrganizations, type TestApp, twoOrganizations } from "./harness";

let t: TestApp;
let a: OrgFixture;
let b: OrgFixture;
let fx: ReturnType<typeof formsFixtures>;

setUpTwoOrganizations("forms", async (f) => {
  ({ t, a, b } = f);
  fx = formsFixtures(t.db.db, a.org.id);
});

const twoFields = [
  field.text("field_1", "Item Name", { required: true }),
  field.number("field_2", "Quantity", "add", { required: true }),
];

async function formRow(id: string) {
  const [row] = await t.db.db.select().from(forms).where(eq(forms.id, id));
  return row;
}
async function typeRow(id: string) {
  const [row] = await t.db.db.select().from(assetTypes).where(eq(assetTypes.id, id));
  return row;
}
async function activeLinks(formId: string) {
  return t.db.db
    .select()
    .from(assetTypeForms)
    .where(and(eq(assetTypeForms.formId, formId), eq(assetTypeForms.isDeleted, false)));
}
async function mapped(formId: string) {
  return (await t.db.db.select().from(mappedFields).where(eq(mappedFields.formId, formId)))
    .map((m) => m.fieldId)
    .sort();
}

describe("forms: create, update, list", () => {
  it("creates a form for an asset type: linked with its purpose, mappable fields registered", async () => {
    const type = await fx.assetType();
    const created = await a.member.trpc.forms.create.mutate({
      name: "  Paint Intake  ",
      description: "Count the buckets",
      purpose: "intake",
      asset_type_id: type.id,
      form_data: {
        fields: [
          ...twoFields,
          field.calculated("field_3", "Gallons", "{field_2} * 5"),
          field.text("field_4", "Notes", { mappable: false }),
        ],
      },
    });
    const row = await formRow(created.id);
    expect(row).toMatchObject({ name: "Paint Intake", purpose: "intake", organizationId: a.org.id, version: 1 });
    expect(row?.formData.fields).toHaveLength(4);
    expect((await typeRow(type.id))?.intakeFormId).toBe(created.id);
    expect((await activeLinks(created.id)).map((l) => [l.assetTypeId, l.purpose])).toEqual([[type.id, "intake"]]);
    expect(await mapped(created.id)).toEqual(["field_3"]);

    const [activity] = await t.db.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, created.id), eq(activityLog.type, "form_created")));
    expect(activity).toMatchObject({ organizationId: a.org.id, description: 'Form "Paint Intake" created' });
  });

  it("defaults the purpose to 'other' and links several 'other' forms to one type", async () => {
    const type = await fx.assetType();
    const one = await a.member.trpc.forms.create.mutate({
      name: "Other One",
      asset_type_id: type.id,
      form_data: { fields: twoFields },
    });
    const two = await a.member.trpc.forms.create.mutate({
      name: "Other Two",
      asset_type_id: type.id,
      form_data: JSON.stringify({ fields: twoFields }),
    });
    expect((await activeLinks(one.id))[0]?.purpose).toBe("other");
    expect((await activeLinks(two.id))[0]?.purpose).toBe("other");
    const tab = await a.viewer.trpc.forms.assetTypeForms.query({ assetTypeId: type.id });
    expect(tab.additional.map((f) => f.name)).toEqual(["Other One", "Other Two"]);
    expect(tab.intake).toBeNull();
  });

  it("resyncs mapped fields on update: mappable registered, others unregistered; version goes up", async () => {
    const created = await a.member.trpc.forms.create.mutate({
      name: "Resync",
      form_data: { fields: [...twoFields, field.calculated("field_3", "Total", "{field_2} * 2")] },
    });
    expect(await mapped(created.id)).toEqual(["field_3"]);
    const updated = await a.member.trpc.forms.update.mutate({
      id: created.id,
      form_data: {
        fields: [
          field.text("field_1", "Item Name", { mappable: true }),
          field.number("field_2", "Quantity", "add"),
          field.calculated("field_3", "Total", "{field_2} * 2", "none", { mappable: false }),
        ],
      },
    });
    expect(updated.version).toBe(2);
    expect(await mapped(created.id)).toEqual(["field_1"]);
  });

  it("refuses bad input with the spec's messages and changes nothing", async () => {
    const before = await a.member.trpc.forms.list.query({});
    const blank = await failure(a.member.trpc.forms.create.mutate({ name: "  ", form_data: { fields: [] } }));
    expect(blank.message).toBe("Form name is required");
    expect(blank.data?.code).toBe("BAD_REQUEST");
    const notJson = await failure(a.member.trpc.forms.create.mutate({ name: "X", form_data: "{not json" }));
    expect(notJson.message).toBe("Form data must be a valid JSON object or string");
    const badFields = await failure(
      a.member.trpc.forms.create.mutate({ name: "X", form_data: { fields: [{ id: "field_1", type: "hologram" }] } }),
    );
    expect(badFields.message).toBe("Form data must be a valid JSON object or string");
    const noId = await failure(a.member.trpc.forms.update.mutate({ id: "", name: "Y" }));
    expect(noId.message).toBe("Form ID is required");
    const missingType = await failure(
      a.member.trpc.forms.create.mutate({
        name: "Linked nowhere",
        asset_type_id: "00000000-0000-4000-8000-000000000000",
        form_data: { fields: twoFields },
      }),
    );
    expect(missingType.data?.code).toBe("NOT_FOUND");
    expect((await a.member.trpc.forms.list.query({})).counts).toEqual(before.counts);
  });

  it("refuses a second active form with the same name (any case)", async () => {
    await a.member.trpc.forms.create.mutate({ name: "Unique Name", form_data: { fields: twoFields } });
    const dup = await failure(
      a.member.trpc.forms.create.mutate({ name: "unique name", form_data: { fields: twoFields } }),
    );
    expect(dup.data?.code).toBe("CONFLICT");
    expect(dup.message).toBe('A form named "unique name" already exists in this organization.');
    await expect(
      b.member.trpc.forms.create.mutate({ name: "Unique Name", form_data: { fields: twoFields } }),
    ).resolves.toBeTruthy();
  });

  it("lists a tab's forms with links and both counters; duplicates under a (Copy) name without links", async () => {
    const o = await twoOrganizations(t, "forms-list");
    const ofx = formsFixtures(t.db.db, o.a.org.id);
    const type = await ofx.assetType({ name: "A very long type name" });
    const linked = await o.a.member.trpc.forms.create.mutate({
      name: "Linked",
      purpose: "inventory",
      asset_type_id: type.id,
      form_data: { fields: twoFields },
    });
    const copy = await o.a.member.trpc.forms.duplicate.mutate({ id: linked.id });
    const copy2 = await o.a.member.trpc.forms.duplicate.mutate({ id: linked.id });
    expect(copy.name).toBe("Linked (Copy)");
    expect(copy2.name).toBe("Linked (Copy 2)");
    await o.a.member.trpc.forms.archive.mutate({ id: copy2.id });

    const active = await o.a.viewer.trpc.forms.list.query({ archived: false });
    expect(active.counts).toEqual({ active: 2, archived: 1 });
    expect(active.forms.map((f) => f.name).sort()).toEqual(["Linked", "Linked (Copy)"]);
    const card = active.forms.find((f) => f.id === linked.id);
    expect(card?.links).toEqual([
      { assetTypeId: type.id, assetTypeName: "A very long type name", assetTypeColor: "#6E56CF", purpose: "inventory" },
    ]);
    expect(card?.fieldCount).toBe(2);
    expect(active.forms.find((f) => f.id === copy.id)?.links).toEqual([]);
    const archived = await o.a.viewer.trpc.forms.list.query({ archived: true });
    expect(archived.forms.map((f) => f.id)).toEqual([copy2.id]);
    expect(archived.forms[0]?.deletedAt).toBeInstanceOf(Date);
  });

  it("returns a form with parsed fields, rules and dependencies", async () => {
    const created = await a.member.trpc.forms.create.mutate({
      name: "With rules",
      form_data: { fields: [...twoFields, field.text("field_3", "Reason")] },
      validation_rules: [
        { field_id: "field_2", rule_type: "max", rule_value: 100, error_message: null },
        { field_id: "field_9", rule_type: "min", rule_value: 1 },
      ],
      dependencies: [
        {
          target_field_id: "field_3",
          source_field_id: "field_2",
          condition: "greater_than",
          condition_value: 50,
          action: "require",
        },
      ],
    });
    const form = await a.viewer.trpc.forms.get.query({ id: created.id });
    expect(form.fields?.map((f) => f.id)).toEqual(["field_1", "field_2", "field_3"]);
    // The rule about a field the form does not have is dropped.
    expect(form.rules).toEqual([{ field_id: "field_2", rule_type: "max", rule_value: "100", error_message: null }]);
    expect(form.dependencies).toEqual([
      {
        target_field_id: "field_3",
        source_field_id: "field_2",
        condition: "greater_than",
        condition_value: 50,
        action: "require",
      },
    ]);
    // Removing a field drops its rules and dependencies.
    await a.member.trpc.forms.update.mutate({ id: created.id, form_data: { fields: [twoFields[0]] } });
    const after = await a.viewer.trpc.forms.get.query({ id: created.id });
    expect(after.rules).toEqual([]);
    expect(after.dependencies).toEqual([]);
  });

  it("reads a legacy form whose form_data is a JSON string, and reports unparseable data as null fields", async () => {
    const legacy = await fx.form([]);
    await t.db.db
      .update(forms)
      .set({ formData: JSON.stringify({ fields: twoFields }) as unknown as Record<string, unknown> })
      .where(eq(forms.id, legacy.id));
    expect((await a.viewer.trpc.forms.get.query({ id: legacy.id })).fields).toHaveLength(2);
    await t.db.db
      .update(forms)
      .set({ formData: { nothing: true } })
      .where(eq(forms.id, legacy.id));
    expect((await a.viewer.trpc.forms.get.query({ id: legacy.id })).fields).toBeNull();
  });
});

describe("forms: linking to asset types", () => {
  it("keeps intake and inventory single slots: a new link replaces the old one", async () => {
    const type = await fx.assetType();
    const first = await fx.form(twoFields);
    const second = await fx.form(twoFields);
    await a.member.trpc.forms.link.mutate({ assetTypeId: type.id, formId: first.id, purpose: "intake" });
    const res = await a.member.trpc.forms.link.mutate({ assetTypeId: type.id, formId: second.id, purpose: "intake" });
    expect(res.replacedFormId).toBe(first.id);
    expect((await typeRow(type.id))?.intakeFormId).toBe(second.id);
    expect(await activeLinks(first.id)).toEqual([]);
    // Linking the same form again is a no-op.
    await a.member.trpc.forms.link.mutate({ assetTypeId: type.id, formId: second.id, purpose: "intake" });
    expect(await activeLinks(second.id)).toHaveLength(1);

    const tab = await a.viewer.trpc.forms.assetTypeForms.query({ assetTypeId: type.id });
    expect(tab.intake?.formId).toBe(second.id);
    expect(tab.inventory).toBeNull();
  });

  it("lets exactly one of several simultaneous links take an inventory slot", async () => {
    const type = await fx.assetType();
    const candidates = await Promise.all([1, 2, 3, 4].map(() => fx.form(twoFields)));
    await Promise.all(
      candidates.map((f) =>
        a.member.trpc.forms.link.mutate({ assetTypeId: type.id, formId: f.id, purpose: "inventory" }),
      ),
    );
    const links = await t.db.db
      .select()
      .from(assetTypeForms)
      .where(
        and(
          eq(assetTypeForms.assetTypeId, type.id),
          eq(assetTypeForms.purpose, "inventory"),
          eq(assetTypeForms.isDeleted, false),
        ),
      );
    expect(links).toHaveLength(1);
    expect((await typeRow(type.id))?.inventoryFormId).toBe(links[0]?.formId);
  });

  it("unlinks; an empty slot answers 'No {purpose} form is currently linked'", async () => {
    const type = await fx.assetType();
    const form = await fx.form(twoFields, { assetTypeId: type.id, purpose: "inventory" });
    const audit = await fx.form(twoFields, { assetTypeId: type.id, purpose: "audit" });
    await a.member.trpc.forms.unlink.mutate({ assetTypeId: type.id, purpose: "inventory" });
    expect((await typeRow(type.id))?.inventoryFormId).toBeNull();
    expect(await activeLinks(form.id)).toEqual([]);
    const empty = await failure(a.member.trpc.forms.unlink.mutate({ assetTypeId: type.id, purpose: "inventory" }));
    expect(empty.message).toBe("No inventory form is currently linked");
    expect(empty.data?.code).toBe("BAD_REQUEST");
    const noForm = await failure(a.member.trpc.forms.unlink.mutate({ assetTypeId: type.id, purpose: "transfer" }));
    expect(noForm.message).toBe("No transfer form is currently linked");
    await a.member.trpc.forms.unlink.mutate({ assetTypeId: type.id, purpose: "audit", formId: audit.id });
    expect(await activeLinks(audit.id)).toEqual([]);
  });

  it("recommends at most 4 unlinked active forms, those made for an empty slot first", async () => {
    const o = await twoOrganizations(t, "forms-recommend");
    const ofx = formsFixtures(t.db.db, o.a.org.id);
    const type = await ofx.assetType();
    const other = await ofx.assetType();
    await ofx.form(twoFields, { assetTypeId: type.id, purpose: "other" }, "Already linked");
    for (const name of ["R1", "R2", "R3", "R4"]) await ofx.form(twoFields, undefined, name);
    const inventory = await ofx.form(twoFields, { assetTypeId: other.id, purpose: "inventory" }, "Elsewhere inventory");
    const archived = await ofx.form(twoFields, undefined, "Archived");
    await o.a.member.trpc.forms.archive.mutate({ id: archived.id });

    const tab = await o.a.viewer.trpc.forms.assetTypeForms.query({ assetTypeId: type.id });
    expect(tab.recommended).toHaveLength(4);
    expect(tab.recommended[0]).toMatchObject({
      form_id: inventory.id,
      form_name: "Elsewhere inventory",
      form_type: "inventory",
    });
    expect(tab.recommended.map((r) => r.form_name)).not.toContain("Already linked");
    expect(tab.recommended.map((r) => r.form_name)).not.toContain("Archived");
  });

  it("generates default intake and inventory forms for the empty slots only", async () => {
    const type = await fx.assetType({ name: "Buckets" });
    const existing = await fx.form(twoFields, { assetTypeId: type.id, purpose: "intake" });
    const res = await a.member.trpc.forms.createDefaults.mutate({ assetTypeId: type.id });
    expect(res.created.map((c) => [c.name, c.purpose])).toEqual([["Buckets Inventory Form", "inventory"]]);
    const row = await typeRow(type.id);
    expect(row?.intakeFormId).toBe(existing.id);
    expect(row?.inventoryFormId).toBe(res.created[0]?.id);
    const form = await a.viewer.trpc.forms.get.query({ id: res.created[0]?.id ?? "" });
    expect(form.fields?.map((f) => [f.label, f.type, f.inventory_action])).toEqual([
      ["Quantity", "number", "set"],
      ["Location", "text", "none"],
      ["Condition", "select", "none"],
      ["Notes", "textarea", "none"],
    ]);
    expect((await a.member.trpc.forms.createDefaults.mutate({ assetTypeId: type.id })).created).toEqual([]);
  });

  it("offers conversion fields and other forms' mapped fields as {mapped.…} references", async () => {
    const type = await fx.assetType({
      conversionFields: [
        {
          field_name: "convert_gallons",
          label: "Gallons per bucket",
          type: "number",
          required: false,
          mappable: true,
          options: [],
        },
        { field_name: "internal", label: "Internal", type: "text", required: false, mappable: false, options: [] },
      ],
    });
    const source = await a.member.trpc.forms.create.mutate({
      name: "Mapped source",
      asset_type_id: type.id,
      form_data: { fields: [field.calculated("field_1", "Total Gallons", "2 * 3")] },
    });
    const ctx = await a.viewer.trpc.forms.builderContext.query({ assetTypeId: type.id });
    expect(ctx.assetType?.conversionFields.map((f) => f.name)).toEqual(["convert_gallons", "internal"]);
    const names = ctx.mappableFields.map((m) => m.name);
    expect(names).toContain("convert_gallons");
    expect(names).toContain("total_gallons");
    expect(names).not.toContain("internal");
    expect(ctx.assetType?.mappedFormFields.map((m) => m.formId)).toEqual([source.id]);
    const own = await a.viewer.trpc.forms.builderContext.query({ assetTypeId: type.id, formId: source.id });
    expect(own.mappableFields.map((m) => m.name)).not.toContain("total_gallons");
  });
});

describe("forms: archive and restore", () => {
  it("archives in one transaction: slots cleared, links, mapped fields, rules, dependencies and categories removed", async () => {
    const intakeType = await fx.assetType();
    const inventoryType = await fx.assetType();
    const created = await a.member.trpc.forms.create.mutate({
      name: "To archive",
      purpose: "intake",
      asset_type_id: intakeType.id,
      form_data: { fields: [...twoFields, field.calculated("field_3", "Total", "{field_2}")] },
      validation_rules: [{ field_id: "field_2", rule_type: "min", rule_value: 1 }],
      dependencies: [
        {
          target_field_id: "field_3",
          source_field_id: "field_2",
          condition: "greater_than",
          condition_value: 1,
          action: "show",
        },
      ],
    });
    await a.member.trpc.forms.link.mutate({ assetTypeId: inventoryType.id, formId: created.id, purpose: "inventory" });
    const [category] = await t.db.db
      .insert(formCategories)
      .values({ organizationId: a.org.id, name: "Audits" })
      .returning();
    await t.db.db
      .insert(formCategoryMappings)
      .values({ organizationId: a.org.id, formId: created.id, categoryId: category?.id ?? "" });
    expect(await mapped(created.id)).toEqual(["field_3"]);

    const res = await a.member.trpc.forms.archive.mutate({ id: created.id });
    expect(res).toMatchObject({ name: "To archive", unlinkedAssetTypes: 2 });
    expect((await typeRow(intakeType.id))?.intakeFormId).toBeNull();
    expect((await typeRow(inventoryType.id))?.inventoryFormId).toBeNull();
    expect(await activeLinks(created.id)).toEqual([]);
    expect(await mapped(created.id)).toEqual([]);
    expect(await t.db.db.select().from(formValidationRules).where(eq(formValidationRules.formId, created.id))).toEqual(
      [],
    );
    expect(
      await t.db.db.select().from(formFieldDependencies).where(eq(formFieldDependencies.formId, created.id)),
    ).toEqual([]);
    expect(
      await t.db.db.select().from(formCategoryMappings).where(eq(formCategoryMappings.formId, created.id)),
    ).toEqual([]);
    expect((await formRow(created.id))?.deletedAt).toBeInstanceOf(Date);
    // Archived forms are not editable; archiving twice changes nothing.
    expect((await failure(a.member.trpc.forms.update.mutate({ id: created.id, name: "Renamed" }))).data?.code).toBe(
      "NOT_FOUND",
    );
    await expect(a.member.trpc.forms.archive.mutate({ id: created.id })).resolves.toMatchObject({
      unlinkedAssetTypes: 0,
    });
  });

  it("restores, and refuses a name an active form took meanwhile with the spec's message", async () => {
    const first = await a.member.trpc.forms.create.mutate({
      name: "Seasonal",
      form_data: { fields: [field.calculated("field_1", "Total", "1 + 1")] },
    });
    await a.member.trpc.forms.archive.mutate({ id: first.id });
    const second = await a.member.trpc.forms.create.mutate({ name: "seasonal", form_data: { fields: twoFields } });
    const conflict = await failure(a.member.trpc.forms.restore.mutate({ id: first.id }));
    expect(conflict.message).toBe("An active form with the same name already exists in this organization.");
    expect(conflict.data?.code).toBe("CONFLICT");
    expect((await formRow(first.id))?.deletedAt).toBeInstanceOf(Date);
    await a.member.trpc.forms.archive.mutate({ id: second.id });
    await a.member.trpc.forms.restore.mutate({ id: first.id });
    expect((await formRow(first.id))?.deletedAt).toBeNull();
    expect(await mapped(first.id)).toEqual(["field_1"]);
  });
});

describe("forms: test value sets", () => {
  it("saves, lists (this form's and shared ones), renames and deletes; a blank name saves nothing", async () => {
    const form = await fx.form(twoFields);
    const other = await fx.form(twoFields);
    const saved = await a.member.trpc.forms.testValueSets.save.mutate({
      formId: form.id,
      name: "Big order",
      values: { field_2: 500 },
    });
    await a.member.trpc.forms.testValueSets.save.mutate({ name: "Shared", values: { field_2: 1 } });
    await a.member.trpc.forms.testValueSets.save.mutate({ formId: other.id, name: "Other form", values: {} });
    const blank = await failure(
      a.member.trpc.forms.testValueSets.save.mutate({ formId: form.id, name: " ", values: {} }),
    );
    expect(blank.message).toBe("Test value set name is required");

    const list = await a.viewer.trpc.forms.testValueSets.list.query({ formId: form.id });
    expect(list.map((s) => [s.name, s.values])).toEqual([
      ["Big order", { field_2: 500 }],
      ["Shared", { field_2: 1 }],
    ]);
    await a.member.trpc.forms.testValueSets.save.mutate({
      id: saved.id,
      formId: form.id,
      name: "Huge order",
      values: { field_2: 900 },
    });
    await a.member.trpc.forms.testValueSets.delete.mutate({ id: saved.id });
    expect((await a.viewer.trpc.forms.testValueSets.list.query({ formId: form.id })).map((s) => s.name)).toEqual([
      "Shared",
    ]);
  });
});

describe("forms: tenancy and roles", () => {
  it("answers NOT_FOUND to another organization's member on every procedure, and leaves A's data alone", async () => {
    const type = await fx.assetType();
    const form = await a.member.trpc.forms.create.mutate({
      name: "Tenancy form",
      purpose: "inventory",
      asset_type_id: type.id,
      form_data: { fields: twoFields },
    });
    const { asset, item } = await fx.asset(type.id, { quantity: 5 });
    const set = await a.member.trpc.forms.testValueSets.save.mutate({ formId: form.id, name: "A set", values: {} });
    const other = await fx.form(twoFields);
    const bc = b.member.trpc;
    const attempts: [string, () => Promise<unknown>][] = [
      ["get", () => bc.forms.get.query({ id: form.id })],
      ["update", () => bc.forms.update.mutate({ id: form.id, name: "Stolen" })],
      ["duplicate", () => bc.forms.duplicate.mutate({ id: form.id })],
      ["archive", () => bc.forms.archive.mutate({ id: form.id })],
      ["restore", () => bc.forms.restore.mutate({ id: form.id })],
      ["assetTypeForms", () => bc.forms.assetTypeForms.query({ assetTypeId: type.id })],
      ["link", () => bc.forms.link.mutate({ assetTypeId: type.id, formId: other.id, purpose: "intake" })],
      ["unlink", () => bc.forms.unlink.mutate({ assetTypeId: type.id, purpose: "inventory" })],
      ["createDefaults", () => bc.forms.createDefaults.mutate({ assetTypeId: type.id })],
      ["builderContext", () => bc.forms.builderContext.query({ assetTypeId: type.id })],
      [
        "create linked to A's type",
        () => bc.forms.create.mutate({ name: "Sneaky", asset_type_id: type.id, form_data: { fields: twoFields } }),
      ],
      [
        "testValueSets.save (A's form)",
        () => bc.forms.testValueSets.save.mutate({ formId: form.id, name: "x", values: {} }),
      ],
      ["testValueSets.save (A's set)", () => bc.forms.testValueSets.save.mutate({ id: set.id, name: "x", values: {} })],
      ["testValueSets.delete", () => bc.forms.testValueSets.delete.mutate({ id: set.id })],
      ["submitContext", () => bc.forms.submitContext.query({ formId: form.id })],
      [
        "submit",
        () => bc.forms.submit.mutate({ formId: form.id, assetId: asset.id, values: { field_1: "x", field_2: 1 } }),
      ],
      ["submissions", () => bc.forms.submissions.query({ formId: form.id })],
    ];
    for (const [name, attempt] of attempts) {
      const err = await failure(attempt());
      expect(err.data?.code, name).toBe("NOT_FOUND");
    }
    // Lists only ever show B's own data.
    const bList = await bc.forms.list.query({});
    expect(bList.forms.map((f) => f.id)).not.toContain(form.id);
    expect(await bc.forms.testValueSets.list.query({ formId: form.id })).toEqual([]);
    const bCtx = await bc.forms.builderContext.query({});
    expect(bCtx.mappableFields.map((m) => m.formId)).not.toContain(other.id);
    // A's form is untouched.
    expect(await formRow(form.id)).toMatchObject({ name: "Tenancy form", deletedAt: null });
    expect((await typeRow(type.id))?.inventoryFormId).toBe(form.id);
    expect(await fx.quantity(item?.id ?? "")).toBe(5);
  });

  it("lets viewers read but not write", async () => {
    const type = await fx.assetType();
    const form = await fx.form(twoFields, { assetTypeId: type.id, purpose: "inventory" });
    const { asset } = await fx.asset(type.id);
    const v = a.viewer.trpc;
    await expect(v.forms.get.query({ id: form.id })).resolves.toBeTruthy();
    await expect(v.forms.submitContext.query({ formId: form.id, assetId: asset.id })).resolves.toBeTruthy();
    const writes: [string, () => Promise<unknown>][] = [
      ["create", () => v.forms.create.mutate({ name: "Viewer form", form_data: { fields: twoFields } })],
      ["update", () => v.forms.update.mutate({ id: form.id, name: "Viewer" })],
      ["duplicate", () => v.forms.duplicate.mutate({ id: form.id })],
      ["archive", () => v.forms.archive.mutate({ id: form.id })],
      ["restore", () => v.forms.restore.mutate({ id: form.id })],
      ["link", () => v.forms.link.mutate({ assetTypeId: type.id, formId: form.id, purpose: "audit" })],
      ["unlink", () => v.forms.unlink.mutate({ assetTypeId: type.id, purpose: "inventory" })],
      ["createDefaults", () => v.forms.createDefaults.mutate({ assetTypeId: type.id })],
      ["testValueSets.save", () => v.forms.testValueSets.save.mutate({ name: "x", values: {} })],
      [
        "submit",
        () => v.forms.submit.mutate({ formId: form.id, assetId: asset.id, values: { field_1: "x", field_2: 1 } }),
      ],
    ];
    for (const [name, attempt] of writes) {
      expect((await failure(attempt())).data?.code, name).toBe("FORBIDDEN");
    }
  });
});
