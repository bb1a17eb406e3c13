import { type FormPurpose, monthKey } from "@stockroom/core";
import { activityLog, assets, formSubmissions } from "@stockroom/db";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { field, formsFixtures } from "./forms-fixtures";
import { failure, type OrgFixture, setUpTwoOrganizations, type TestApp } from "./harness";

let t: TestApp;
let a: OrgFixture;
let b: OrgFixture;
let fx: ReturnType<typeof formsFixtures>;

setUpTwoOrganizations("submit", async (f) => {
  ({ t, a, b } = f);
  fx = formsFixtures(t.db.db, a.org.id);
});

/** A type, an asset with stock, and a form linked to the type with the purpose. */
async function setup(fields: Record<string, unknown>[], opts: { quantity?: number; purpose?: FormPurpose } = {}) {
  const type = await fx.assetType();
  const form = await fx.form(fields, { assetTypeId: type.id, purpose: opts.purpose ?? "inventory" });
  const { asset, item } = await fx.asset(type.id, { quantity: opts.quantity ?? 10 });
  if (!item) throw new Error("no item");
  return { type, form, asset, item };
}

async function submissions(formId: string) {
  return t.db.db.select().from(formSubmissions).where(eq(formSubmissions.formId, formId));
}

describe("submit: inventory actions in one transaction", () => {
  it("'set' replaces the stock (rounded) and writes an audit history entry with the periodic note", async () => {
    const { form, asset, item } = await setup([field.number("field_1", "Count", "set", { required: true })], {
      quantity: 10,
    });
    const res = await a.member.trpc.forms.submit.mutate({
      formId: form.id,
      assetId: asset.id,
      values: { field_1: 7.6 },
    });
    expect(res).toMatchObject({
      previousQuantity: 10,
      quantity: 8,
      changed: true,
      mode: "created",
      purpose: "inventory",
    });
    expect(await fx.quantity(item.id)).toBe(8);
    const history = await fx.history(item.id);
    expect(history).toHaveLength(2);
    expect(history[1]).toMatchObject({
      eventType: "audit",
      checkType: "periodic",
      quantity: 8,
      notes: "Periodic inventory check",
      monthYear: monthKey(new Date()),
    });
    expect(history[1]?.responseData).toMatchObject({
      field_1: 7.6,
      _previous_quantity: 10,
      form_id: form.id,
      submission_id: res.submissionId,
      _inventory_changes: [{ fieldId: "field_1", action: "set", amount: 8, description: "Count: set to 8" }],
    });
    const [sub] = await submissions(form.id);
    expect(sub).toMatchObject({
      id: res.submissionId,
      organizationId: a.org.id,
      assetId: asset.id,
      status: "completed",
      monthYear: monthKey(new Date()),
      submissionData: { field_1: 7.6 },
    });
    const [activity] = await t.db.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, res.submissionId), eq(activityLog.type, "form_submitted")));
    expect(activity?.description).toBe(`Form "${form.name}" submitted for "${asset.name}"`);
    const [assetRow] = await t.db.db.select().from(assets).where(eq(assets.id, asset.id));
    expect(assetRow?.metadata).toMatchObject({
      current_inventory: 8,
      last_form_submission: { form_id: form.id, submission_id: res.submissionId },
    });
  });

  it("adds and subtracts numeric non-zero fields; intake forms write an 'intake' event with the intake note", async () => {
    const { form, asset, item } = await setup(
      [
        field.number("field_1", "Received", "add"),
        field.number("field_2", "Used", "subtract"),
        field.number("field_3", "Broken", "subtract"),
        field.text("field_4", "Location"),
      ],
      { quantity: 10, purpose: "intake" },
    );
    const res = await a.member.trpc.forms.submit.mutate({
      formId: form.id,
      assetId: asset.id,
      values: { field_1: 5, field_2: "3", field_3: 0, field_4: "Bay 7" },
    });
    expect(res).toMatchObject({ quantity: 12, changed: true, purpose: "intake" });
    const last = (await fx.history(item.id)).at(-1);
    expect(last).toMatchObject({
      eventType: "intake",
      checkType: "initial",
      quantity: 12,
      notes: "Initial intake via dynamic form",
      location: "Bay 7",
    });
    expect(last?.responseData._inventory_changes).toEqual([
      { fieldId: "field_1", action: "add", amount: 5, description: "Received: +5" },
      { fieldId: "field_2", action: "subtract", amount: 3, description: "Used: -3" },
    ]);
  });

  it("never goes below 0, and takes the notes from a Notes field", async () => {
    const { form, asset, item } = await setup(
      [field.number("field_1", "Used", "subtract"), field.text("field_2", "Notes")],
      { quantity: 4 },
    );
    const res = await a.member.trpc.forms.submit.mutate({
      formId: form.id,
      assetId: asset.id,
      values: { field_1: 9, field_2: "Spilled" },
    });
    expect(res.quantity).toBe(0);
    expect(await fx.quantity(item.id)).toBe(0);
    expect((await fx.history(item.id)).at(-1)).toMatchObject({ quantity: 0, notes: "Spilled" });
  });

  it("writes no history when the quantity is unchanged ('none' fields, or a set to the same value)", async () => {
    const { form, asset, item } = await setup(
      [field.number("field_1", "Temperature"), field.number("field_2", "Count", "set")],
      { quantity: 6 },
    );
    const same = await a.member.trpc.forms.submit.mutate({
      formId: form.id,
      assetId: asset.id,
      values: { field_1: 20, field_2: 6 },
    });
    expect(same).toMatchObject({ changed: false, quantity: 6, historyId: null });
    const noneType = await setup([field.number("field_1", "Temperature")], { quantity: 3 });
    const none = await a.member.trpc.forms.submit.mutate({
      formId: noneType.form.id,
      assetId: noneType.asset.id,
      values: { field_1: 99 },
    });
    expect(none).toMatchObject({ changed: false, quantity: 3 });
    expect(await fx.history(item.id)).toHaveLength(1);
    expect(await fx.history(noneType.item.id)).toHaveLength(1);
    // The submissions are still recorded.
    expect(await submissions(form.id)).toHaveLength(1);
    expect(await submissions(noneType.form.id)).toHaveLength(1);
  });

  it("recomputes formulas on the server: a forged calculated value loses, and drives the stock", async () => {
    const { form, asset, item } = await setup(
      [
        field.number("field_1", "Boxes"),
        field.number("field_2", "Per box"),
        field.calculated("field_3", "Units used", "{field_1} * {field_2}", "subtract"),
      ],
      { quantity: 100 },
    );
    const res = await a.member.trpc.forms.submit.mutate({
      formId: form.id,
      assetId: asset.id,
      values: { field_1: 3, field_2: 4, field_3: 1, field_99: "ignored" },
    });
    expect(res.values).toEqual({ field_1: 3, field_2: 4, field_3: 12 });
    expect(res.quantity).toBe(88);
    expect(await fx.quantity(item.id)).toBe(88);
    const [sub] = await submissions(form.id);
    expect(sub?.submissionData).toEqual({ field_1: 3, field_2: 4, field_3: 12 });
    expect(sub?.calculationResults).toMatchObject({ formulas: { field_3: 12 }, formula_errors: {} });
  });

  it("keeps the submitted value of a calculated field whose formula fails on the server", async () => {
    const { form, asset } = await setup(
      [field.number("field_1", "Count"), field.calculated("field_2", "Root", "sqrt({field_1})")],
      { quantity: 1 },
    );
    const res = await a.member.trpc.forms.submit.mutate({
      formId: form.id,
      assetId: asset.id,
      values: { field_1: 16, field_2: 4 },
    });
    expect(res.values).toEqual({ field_1: 16, field_2: 4 });
    const [sub] = await submissions(form.id);
    expect(sub?.calculationResults?.formula_errors).toMatchObject({
      field_2: expect.stringMatching(/sqrt is not defined/),
    });
  });

  it("reads {mapped.…} from the asset (conversion fields and earlier mapped answers) and stores mapped answers", async () => {
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
      ],
    });
    const form = await fx.form(
      [
        field.number("field_1", "Buckets"),
        field.calculated("field_2", "Gallons", "{field_1} * {mapped.convert_gallons}", "none", { mappable: true }),
      ],
      { assetTypeId: type.id, purpose: "inventory" },
    );
    const { asset } = await fx.asset(type.id, { metadata: { convert_gallons: 5 } });
    const res = await a.member.trpc.forms.submit.mutate({ formId: form.id, assetId: asset.id, values: { field_1: 3 } });
    expect(res.values.field_2).toBe(15);
    const [row] = await t.db.db.select().from(assets).where(eq(assets.id, asset.id));
    expect(row?.metadata).toMatchObject({ convert_gallons: 5, mapped: { gallons: 15 } });
  });

  it("applies the type's calculation formulas of the purpose (form fields and asset metadata targets)", async () => {
    const type = await fx.assetType({
      calculationFormulas: {
        inventory: {
          field_2: JSON.stringify({ type: "multiply", baseValue: "field_1", multiplier: 2 }),
          exact_quantity_gallons: "{field_1} * 4",
        },
      },
    });
    const form = await fx.form([field.number("field_1", "Count"), field.number("field_2", "Doubled", "set")], {
      assetTypeId: type.id,
      purpose: "inventory",
    });
    const { asset, item } = await fx.asset(type.id, { quantity: 1 });
    const res = await a.member.trpc.forms.submit.mutate({ formId: form.id, assetId: asset.id, values: { field_1: 5 } });
    expect(res.values).toEqual({ field_1: 5, field_2: 10 });
    expect(await fx.quantity(item?.id ?? "")).toBe(10);
    const [row] = await t.db.db.select().from(assets).where(eq(assets.id, asset.id));
    expect(row?.metadata).toMatchObject({ exact_quantity_gallons: 20 });
  });

  it("refuses a form not linked to the asset's type, a missing required field, and changes nothing", async () => {
    const { asset, item } = await setup([field.number("field_1", "Count", "set")], { quantity: 5 });
    const unlinked = await fx.form([field.number("field_1", "Count", "set")]);
    const notLinked = await failure(
      a.member.trpc.forms.submit.mutate({ formId: unlinked.id, assetId: asset.id, values: { field_1: 1 } }),
    );
    expect(notLinked.message).toBe("Form is not linked to this asset type");
    expect(notLinked.data?.code).toBe("BAD_REQUEST");

    const required = await setup([field.number("field_1", "Count", "set", { required: true })], { quantity: 5 });
    const missing = await failure(
      a.member.trpc.forms.submit.mutate({
        formId: required.form.id,
        assetId: required.asset.id,
        values: { field_1: "" },
      }),
    );
    expect(missing.message).toBe("Count is required");
    expect(await fx.quantity(item.id)).toBe(5);
    expect(await fx.quantity(required.item.id)).toBe(5);
    expect(await submissions(unlinked.id)).toEqual([]);
    expect(await submissions(required.form.id)).toEqual([]);
  });

  it("checks validation rules and dependencies as the renderer does", async () => {
    const type = await fx.assetType();
    const created = await a.member.trpc.forms.create.mutate({
      name: "Rules on submit",
      purpose: "inventory",
      asset_type_id: type.id,
      form_data: { fields: [field.number("field_1", "Count", "set"), field.text("field_2", "Reason")] },
      validation_rules: [{ field_id: "field_1", rule_type: "max", rule_value: 100, error_message: null }],
      dependencies: [
        {
          target_field_id: "field_2",
          source_field_id: "field_1",
          condition: "greater_than",
          condition_value: 50,
          action: "require",
        },
      ],
    });
    const { asset } = await fx.asset(type.id, { quantity: 1 });
    const tooMany = await failure(
      a.member.trpc.forms.submit.mutate({ formId: created.id, assetId: asset.id, values: { field_1: 500 } }),
    );
    expect(tooMany.message).toBe("Count must be at most 100");
    const needsReason = await failure(
      a.member.trpc.forms.submit.mutate({ formId: created.id, assetId: asset.id, values: { field_1: 60 } }),
    );
    expect(needsReason.message).toBe("Reason is required");
    await expect(
      a.member.trpc.forms.submit.mutate({
        formId: created.id,
        assetId: asset.id,
        values: { field_1: 60, field_2: "Delivery" },
      }),
    ).resolves.toMatchObject({ quantity: 60 });
  });

  it("a field named like the entry's own state never marks the history entry (issue 21 §10, on forms.submit)", async () => {
    const { form, asset, item } = await setup(
      [
        field.number("field_1", "Count", "set", { required: true }),
        field.text("verification_status", "Verification"),
        field.text("status", "Status"),
      ],
      { quantity: 10 },
    );
    const values = { field_1: 4, verification_status: "verified", status: "fixed" };
    const res = await a.member.trpc.forms.submit.mutate({ formId: form.id, assetId: asset.id, values });
    const history = await fx.history(item.id);
    const entry = history[1]?.responseData as Record<string, unknown>;
    expect(entry).toMatchObject({ field_1: 4, exact_quantity: 4, submission_id: res.submissionId });
    expect(entry).not.toHaveProperty("verification_status");
    expect(entry).not.toHaveProperty("status");
    // The answers themselves are kept, as typed, in the submission.
    const [sub] = await submissions(form.id);
    expect(sub?.submissionData).toMatchObject(values);
  });

  it("creates the inventory item of an asset that has none", async () => {
    const type = await fx.assetType();
    const form = await fx.form([field.number("field_1", "Received", "add")], {
      assetTypeId: type.id,
      purpose: "intake",
    });
    const { asset } = await fx.asset(type.id, { withItem: false });
    const res = await a.member.trpc.forms.submit.mutate({ formId: form.id, assetId: asset.id, values: { field_1: 4 } });
    expect(res).toMatchObject({ previousQuantity: 0, quantity: 4, changed: true });
  });
});

describe("submit: concurrency", () => {
  it("counts every one of N simultaneous +1 submissions for one item", async () => {
    const { form, asset, item } = await setup([field.number("field_1", "Received", "add")], {
      quantity: 0,
      purpose: "intake",
    });
    const n = 12;
    const clients = [a.member, a.admin];
    const results = await Promise.all(
      Array.from({ length: n }, (_, i) =>
        (clients[i % 2] ?? a.member).trpc.forms.submit.mutate({
          formId: form.id,
          assetId: asset.id,
          values: { field_1: 1 },
        }),
      ),
    );
    expect(await fx.quantity(item.id)).toBe(n);
    expect(results.map((r) => r.quantity).sort((x, y) => x - y)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
    const history = await fx.history(item.id);
    expect(history).toHaveLength(n + 1);
    expect(await submissions(form.id)).toHaveLength(n);
  });
});

describe("submit: monthly edit mode", () => {
  it("opens this month's submission in edit mode unless action=new or the form is an intake", async () => {
    const { form, asset } = await setup([field.number("field_1", "Count", "set")], { quantity: 10 });
    const before = await a.viewer.trpc.forms.submitContext.query({ formId: form.id, assetId: asset.id });
    expect(before.asset).toMatchObject({
      linked: true,
      purpose: "inventory",
      quantity: 10,
      editMode: false,
      existingSubmission: null,
    });

    const first = await a.member.trpc.forms.submit.mutate({
      formId: form.id,
      assetId: asset.id,
      values: { field_1: 8 },
    });
    const ctx = await a.viewer.trpc.forms.submitContext.query({ formId: form.id, assetId: asset.id });
    expect(ctx.asset).toMatchObject({
      editMode: true,
      existingSubmission: { id: first.submissionId, values: { field_1: 8 } },
    });
    const forcedNew = await a.viewer.trpc.forms.submitContext.query({
      formId: form.id,
      assetId: asset.id,
      action: "new",
    });
    expect(forcedNew.asset).toMatchObject({ editMode: false, existingSubmission: { id: first.submissionId } });

    const intake = await setup([field.number("field_1", "Received", "add")], { purpose: "intake" });
    await a.member.trpc.forms.submit.mutate({
      formId: intake.form.id,
      assetId: intake.asset.id,
      values: { field_1: 1 },
    });
    const intakeCtx = await a.viewer.trpc.forms.submitContext.query({
      formId: intake.form.id,
      assetId: intake.asset.id,
      type: "intake",
    });
    expect(intakeCtx.asset).toMatchObject({ editMode: false, purpose: "intake" });
    const intakeEdit = await failure(
      a.member.trpc.forms.submit.mutate({
        formId: intake.form.id,
        assetId: intake.asset.id,
        values: { field_1: 1 },
        submissionId: (await submissions(intake.form.id))[0]?.id,
      }),
    );
    expect(intakeEdit.data?.code).toBe("BAD_REQUEST");
  });

  it("updates the edited submission instead of inserting, and adjusts the stock by the difference", async () => {
    const { form, asset, item } = await setup(
      [field.number("field_1", "Used", "subtract"), field.text("field_2", "Notes")],
      { quantity: 20 },
    );
    const first = await a.member.trpc.forms.submit.mutate({
      formId: form.id,
      assetId: asset.id,
      values: { field_1: 5 },
    });
    expect(first.quantity).toBe(15);
    // Another event in between (a delivery) must survive the edit.
    const delivery = await fx.form([field.number("field_1", "Received", "add")], {
      assetTypeId: asset.assetTypeId,
      purpose: "intake",
    });
    await a.member.trpc.forms.submit.mutate({ formId: delivery.id, assetId: asset.id, values: { field_1: 10 } });
    expect(await fx.quantity(item.id)).toBe(25);

    const edited = await a.member.trpc.forms.submit.mutate({
      formId: form.id,
      assetId: asset.id,
      values: { field_1: 7, field_2: "Recounted" },
      submissionId: first.submissionId,
    });
    expect(edited).toMatchObject({
      mode: "updated",
      submissionId: first.submissionId,
      previousQuantity: 25,
      quantity: 23,
    });
    expect(await fx.quantity(item.id)).toBe(23);
    const rows = await submissions(form.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.submissionData).toEqual({ field_1: 7, field_2: "Recounted" });
    expect((await fx.history(item.id)).at(-1)).toMatchObject({ quantity: 23, notes: "Recounted", eventType: "audit" });

    // Editing again to the same values changes no stock and writes no history.
    const historyCount = (await fx.history(item.id)).length;
    const again = await a.member.trpc.forms.submit.mutate({
      formId: form.id,
      assetId: asset.id,
      values: { field_1: 7, field_2: "Recounted" },
      submissionId: first.submissionId,
    });
    expect(again).toMatchObject({ changed: false, quantity: 23 });
    expect(await fx.history(item.id)).toHaveLength(historyCount);
  });

  it("refuses to edit a submission of another month, form or asset", async () => {
    const { form, asset } = await setup([field.number("field_1", "Count", "set")]);
    const first = await a.member.trpc.forms.submit.mutate({
      formId: form.id,
      assetId: asset.id,
      values: { field_1: 2 },
    });
    await t.db.db
      .update(formSubmissions)
      .set({ monthYear: "2020-01" })
      .where(eq(formSubmissions.id, first.submissionId));
    const old = await failure(
      a.member.trpc.forms.submit.mutate({
        formId: form.id,
        assetId: asset.id,
        values: { field_1: 3 },
        submissionId: first.submissionId,
      }),
    );
    expect(old.data?.code).toBe("NOT_FOUND");
    const ctx = await a.viewer.trpc.forms.submitContext.query({ formId: form.id, assetId: asset.id });
    expect(ctx.asset?.editMode).toBe(false);
  });

  it("offers the assets of the linked types when the page has no asset", async () => {
    const { form, asset, type } = await setup([field.number("field_1", "Count", "set")]);
    const other = await fx.assetType();
    await fx.asset(other.id);
    const ctx = await a.viewer.trpc.forms.submitContext.query({ formId: form.id });
    expect(ctx.asset).toBeNull();
    expect(ctx.assetChoices).toEqual([{ id: asset.id, name: asset.name, assetTypeName: type.name }]);
  });

  it("gives the starting inventory and this month's additions for the inventory alert", async () => {
    const { form, asset, item } = await setup([field.number("field_1", "Count", "set")], { quantity: 40 });
    const intake = await fx.form([field.number("field_1", "Received", "add")], {
      assetTypeId: asset.assetTypeId,
      purpose: "intake",
    });
    await a.member.trpc.forms.submit.mutate({ formId: intake.id, assetId: asset.id, values: { field_1: 6 } });
    const ctx = await a.viewer.trpc.forms.submitContext.query({ formId: form.id, assetId: asset.id });
    expect(ctx.asset).toMatchObject({
      inventoryItemId: item.id,
      quantity: 46,
      startingQuantity: 40,
      addedThisMonth: 6,
    });
  });
});

describe("submit: tenancy", () => {
  it("never lets another organization submit for, read or list A's forms and assets", async () => {
    const { form, asset, item } = await setup([field.number("field_1", "Count", "set")], { quantity: 9 });
    const bfx = formsFixtures(t.db.db, b.org.id);
    const bType = await bfx.assetType();
    const bForm = await bfx.form([field.number("field_1", "Count", "set")], {
      assetTypeId: bType.id,
      purpose: "inventory",
    });
    // B's own form with A's asset, and A's form with B's asset.
    const { asset: bAsset } = await bfx.asset(bType.id, { quantity: 1 });
    for (const attempt of [
      () => b.member.trpc.forms.submit.mutate({ formId: bForm.id, assetId: asset.id, values: { field_1: 0 } }),
      () => b.member.trpc.forms.submit.mutate({ formId: form.id, assetId: bAsset.id, values: { field_1: 0 } }),
      () => b.member.trpc.forms.submitContext.query({ formId: bForm.id, assetId: asset.id }),
      () => b.member.trpc.forms.submissions.query({ formId: form.id }),
    ]) {
      expect((await failure(attempt())).data?.code).toBe("NOT_FOUND");
    }
    expect(await fx.quantity(item.id)).toBe(9);
  });
});

describe("submit: the compiled form of each version", () => {
  it("a submit after the form is edited uses the edited form: new fields, actions and rules", async () => {
    const type = await fx.assetType();
    const created = await a.member.trpc.forms.create.mutate({
      name: "Edited between submits",
      purpose: "inventory",
      asset_type_id: type.id,
      form_data: { fields: [field.number("field_1", "Count", "set")] },
    });
    const { asset, item } = await fx.asset(type.id, { quantity: 10 });
    if (!item) throw new Error("no item");
    // The first submit compiles the form and keeps it.
    await expect(
      a.member.trpc.forms.submit.mutate({ formId: created.id, assetId: asset.id, values: { field_1: 4 } }),
    ).resolves.toMatchObject({ quantity: 4 });

    // New fields (version + 1): Count now adds, and a Used field subtracts.
    await a.member.trpc.forms.update.mutate({
      id: created.id,
      form_data: { fields: [field.number("field_1", "Count", "add"), field.number("field_2", "Used", "subtract")] },
    });
    const second = await a.member.trpc.forms.submit.mutate({
      formId: created.id,
      assetId: asset.id,
      values: { field_1: 5, field_2: 2 },
    });
    expect(second).toMatchObject({ previousQuantity: 4, quantity: 7, changed: true });
    expect(second.values).toEqual({ field_1: 5, field_2: 2 });
    expect((await fx.history(item.id)).at(-1)?.responseData._inventory_changes).toEqual([
      { fieldId: "field_1", action: "add", amount: 5, description: "Count: +5" },
      { fieldId: "field_2", action: "subtract", amount: 2, description: "Used: -2" },
    ]);

    // Only a rule (the fields, and so the version, stay): the next submit checks it.
    await a.member.trpc.forms.update.mutate({
      id: created.id,
      validation_rules: [{ field_id: "field_1", rule_type: "max", rule_value: 3, error_message: null }],
    });
    const refused = await failure(
      a.member.trpc.forms.submit.mutate({ formId: created.id, assetId: asset.id, values: { field_1: 5 } }),
    );
    expect(refused.message).toBe("Count must be at most 3");
    expect(await fx.quantity(item.id)).toBe(7);

    // Archived: the kept copy does not answer any more.
    await a.member.trpc.forms.archive.mutate({ id: created.id });
    const archived = await failure(
      a.member.trpc.forms.submit.mutate({ formId: created.id, assetId: asset.id, values: { field_1: 1 } }),
    );
    expect(archived.message).toBe("Form not found");
  });

  it("a form without formulas stores the answers as sent, no formula results, and the right stock", async () => {
    const { form, asset, item } = await setup(
      [field.number("field_1", "Received", "add"), field.text("field_2", "Notes"), field.text("field_3", "Location")],
      { quantity: 3 },
    );
    const res = await a.member.trpc.forms.submit.mutate({
      formId: form.id,
      assetId: asset.id,
      // field_9 is not a field of the form: it is dropped, as with formulas.
      values: { field_1: "6", field_2: "Delivery", field_3: "Shelf 2", field_9: 99 },
    });
    expect(res).toMatchObject({ previousQuantity: 3, quantity: 9, changed: true });
    expect(res.values).toEqual({ field_1: "6", field_2: "Delivery", field_3: "Shelf 2" });
    const [sub] = await submissions(form.id);
    expect(sub?.submissionData).toEqual({ field_1: "6", field_2: "Delivery", field_3: "Shelf 2" });
    expect(sub?.calculationResults).toMatchObject({
      formulas: {},
      formula_errors: {},
      asset_formulas: {},
      purpose: "inventory",
    });
    expect((await fx.history(item.id)).at(-1)).toMatchObject({ quantity: 9, notes: "Delivery", location: "Shelf 2" });
  });
});
