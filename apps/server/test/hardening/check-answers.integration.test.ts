import { FORM_NOT_FOUND_MESSAGE } from "@stockroom/core";
import { inventoryHistory, inventoryItems } from "@stockroom/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { field, formsFixtures } from "../forms-fixtures";
import { failure, type OrgFixture, setUpTwoOrganizations, type TestApp } from "../harness";

// Issue 21 §10: `inventory.items.checkAsset` stored whatever responseData it was sent
// (`verification_status: "verified"` hid an anomaly with no audit entry, `exact_quantity: -5`
// showed in the history) and another organization's formId.

let t: TestApp;
let a: OrgFixture;
let b: OrgFixture;
setUpTwoOrganizations("check-answers", (f) => ({ t, a, b } = f));

async function setUp() {
  const fx = formsFixtures(t.db.db, a.org.id);
  const type = await fx.assetType();
  const { asset, item } = await fx.asset(type.id, { quantity: 10 });
  const form = await fx.form([field.number("field_1", "Count", "set"), field.text("note", "Note")], {
    assetTypeId: type.id,
    purpose: "inventory",
  });
  if (!item) throw new Error("no item");
  const entries = async () =>
    t.db.db.select().from(inventoryHistory).where(eq(inventoryHistory.inventoryItemId, item.id));
  const quantity = async () =>
    (await t.db.db.select().from(inventoryItems).where(eq(inventoryItems.id, item.id)))[0]?.quantity;
  return { asset, item, form, entries, quantity };
}

describe("checkAsset accepts only the form's own fields", () => {
  it("refuses verification_status and exact_quantity, names them, and records nothing", async () => {
    const { asset, form, entries, quantity } = await setUp();
    const before = (await entries()).length;
    for (const responseData of [
      { field_1: 50, verification_status: "verified" },
      { field_1: 50, exact_quantity: -5 },
      { field_1: 50, _previous_quantity: 999 },
    ]) {
      const err = await failure(
        a.member.trpc.inventory.items.checkAsset.mutate({
          assetId: asset.id,
          quantity: 50,
          formId: form.id,
          responseData,
        }),
      );
      expect(err.data?.httpStatus).toBe(400);
      const bad = Object.keys(responseData).filter((k) => k !== "field_1");
      expect(err.message).toBe(`These answers are not fields of the form: "${bad[0]}".`);
    }
    expect(await entries()).toHaveLength(before);
    expect(await quantity()).toBe(10);
  });

  it("refuses answers sent without their form", async () => {
    const { asset, entries } = await setUp();
    const before = (await entries()).length;
    const err = await failure(
      a.member.trpc.inventory.items.checkAsset.mutate({ assetId: asset.id, quantity: 3, responseData: { field_1: 3 } }),
    );
    expect(err.message).toBe("Please choose the form these answers belong to.");
    expect(await entries()).toHaveLength(before);
  });

  it("stores the form's answers with its id", async () => {
    const { asset, form, entries } = await setUp();
    await a.member.trpc.inventory.items.checkAsset.mutate({
      assetId: asset.id,
      quantity: 12,
      formId: form.id,
      responseData: { field_1: 12, note: "shelf 2" },
    });
    const last = (await entries()).find((e) => e.checkType === "periodic");
    expect(last?.responseData).toMatchObject({
      field_1: 12,
      note: "shelf 2",
      form_id: form.id,
      _previous_quantity: 10,
    });
    expect(last?.responseData).not.toHaveProperty("verification_status");
  });
});

describe("checkAsset refuses another organization's form", () => {
  it("answers 'Form not found' and records nothing", async () => {
    const { asset, entries, quantity } = await setUp();
    const bFx = formsFixtures(t.db.db, b.org.id);
    const bForm = await bFx.form([field.number("field_1", "B count", "set")]);
    const before = (await entries()).length;
    const err = await failure(
      a.member.trpc.inventory.items.checkAsset.mutate({
        assetId: asset.id,
        quantity: 7,
        formId: bForm.id,
        responseData: { field_1: 7 },
      }),
    );
    expect(err.data?.httpStatus).toBe(404);
    expect(err.message).toBe(FORM_NOT_FOUND_MESSAGE);
    expect(await entries()).toHaveLength(before);
    expect(await quantity()).toBe(10);
  });
});
