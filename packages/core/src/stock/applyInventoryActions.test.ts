import { describe, expect, it } from "vitest";
import { normalizeInventoryAction } from "../constants/forms";
import { applyInventoryActions, numericAnswer } from "./applyInventoryActions";

const fields = [
  { id: "field_1", inventory_action: "add" },
  { id: "field_2", inventory_action: "subtract" },
  { id: "field_3", inventory_action: "set" },
  { id: "field_4", inventory_action: "set" },
  { id: "field_5", inventory_action: "none" },
  { id: "field_6" },
];

describe("applyInventoryActions (spec 02 §4)", () => {
  it("the first set field with a value replaces the stock, rounded; others ignored", () => {
    const result = applyInventoryActions({
      fields,
      answers: { field_1: 5, field_2: 1, field_3: "", field_4: "12.6" },
      currentQuantity: 40,
    });
    expect(result).toMatchObject({ quantity: 13, previousQuantity: 40, changed: true, mode: "set" });
    expect(result.changes).toEqual([{ fieldId: "field_4", action: "set", amount: 13 }]);
  });
  it("the first set field wins over a later one", () => {
    expect(applyInventoryActions({ fields, answers: { field_3: 7, field_4: 9 }, currentQuantity: 0 }).quantity).toBe(7);
  });
  it("set to 0 is a value", () => {
    expect(applyInventoryActions({ fields, answers: { field_3: 0 }, currentQuantity: 5 }).quantity).toBe(0);
  });
  it("rounds half up like Math.round", () => {
    expect(applyInventoryActions({ fields, answers: { field_3: 2.5 }, currentQuantity: 0 }).quantity).toBe(3);
  });
  it("adds and subtracts numeric non-zero answers without a set value", () => {
    const result = applyInventoryActions({
      fields,
      answers: { field_1: "10", field_2: 3, field_3: null, field_5: 100, field_6: 100 },
      currentQuantity: 20,
    });
    expect(result).toMatchObject({ quantity: 27, changed: true, mode: "adjust" });
    expect(result.changes).toEqual([
      { fieldId: "field_1", action: "add", amount: 10 },
      { fieldId: "field_2", action: "subtract", amount: 3 },
    ]);
  });
  it("skips zero, empty and non-numeric answers", () => {
    const result = applyInventoryActions({ fields, answers: { field_1: 0, field_2: "abc" }, currentQuantity: 20 });
    expect(result).toMatchObject({ quantity: 20, changed: false, changes: [] });
  });
  it("never goes below 0", () => {
    expect(applyInventoryActions({ fields, answers: { field_2: 50 }, currentQuantity: 20 }).quantity).toBe(0);
    expect(applyInventoryActions({ fields, answers: { field_3: -4 }, currentQuantity: 20 }).quantity).toBe(0);
  });
  it("without any action field keeps the submitted or current quantity", () => {
    const plain = [{ id: "field_1" }, { id: "field_2", inventory_action: "bogus" }];
    expect(applyInventoryActions({ fields: plain, answers: { field_1: 9 }, currentQuantity: 20 })).toMatchObject({
      quantity: 20,
      changed: false,
      mode: "none",
    });
    expect(
      applyInventoryActions({ fields: plain, answers: {}, currentQuantity: 20, submittedQuantity: 25 }),
    ).toMatchObject({
      quantity: 25,
      changed: true,
    });
    expect(
      applyInventoryActions({ fields: plain, answers: {}, currentQuantity: 20, submittedQuantity: -3 }).quantity,
    ).toBe(0);
  });
  it.each([
    ["intake", "intake"],
    ["inventory", "audit"],
    ["audit", "audit"],
    [null, "audit"],
    [undefined, "audit"],
  ])("a %s form records event type %s", (purpose, eventType) => {
    expect(applyInventoryActions({ fields, answers: {}, currentQuantity: 1, formPurpose: purpose }).eventType).toBe(
      eventType,
    );
  });
  it.each([
    ["add", "add"],
    ["subtract", "subtract"],
    ["set", "set"],
    ["none", "none"],
    ["ADD", "none"],
    ["multiply", "none"],
    [undefined, "none"],
    [3, "none"],
  ])("inventory_action %j becomes %s", (value, action) => {
    expect(normalizeInventoryAction(value)).toBe(action);
  });
  it.each([
    [4, 4],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [" 2.5 ", 2.5],
    ["", null],
    ["x", null],
    [true, null],
    [null, null],
  ])("numericAnswer(%j) = %j", (value, expected) => {
    expect(numericAnswer(value)).toBe(expected);
  });
});
