import { describe, expect, it } from "vitest";
import { applyInventoryActions } from "./applyInventoryActions";
import {
  quantityBeforeEdit,
  type StockEffect,
  storedStockEffect,
  submissionStockEffect,
} from "./submissionStockEffect";

const effect = (over: Partial<StockEffect>): StockEffect => ({
  mode: "adjust",
  previousQuantity: 10,
  quantity: 15,
  applied: 5,
  changes: [],
  ...over,
});

describe("storedStockEffect", () => {
  it("reads calculation_results.inventory; older rows without it have none", () => {
    expect(storedStockEffect({ inventory: effect({}) })).toEqual(effect({}));
    expect(storedStockEffect({ formulas: {} })).toBeNull();
    expect(storedStockEffect(null)).toBeNull();
    expect(storedStockEffect({ inventory: { mode: "adjust" } })).toBeNull();
  });
});

// Spec 02 §4 "Monthly inventory submission": editing "updates that submission" — the stock
// ends as if only the edited answers had been counted.
describe("quantityBeforeEdit", () => {
  it.each([
    ["a new submission undoes nothing", 15, null, 15],
    ["an add of 5 is taken back", 15, effect({ applied: 5 }), 10],
    ["a subtract of 4 is given back", 6, effect({ applied: -4, quantity: 6 }), 10],
    ["a set needs nothing undone", 42, effect({ mode: "set", applied: 32 }), 42],
    ["never below 0 (stock taken since)", 3, effect({ applied: 5 }), 0],
  ])("%s", (_label, current, previous, expected) => {
    expect(quantityBeforeEdit(current, previous)).toBe(expected);
  });

  it("an edit that adds 7 instead of 5 ends 2 higher than the first version", () => {
    const fields = [{ id: "field_1", inventory_action: "add" }];
    const first = applyInventoryActions({ fields, answers: { field_1: 5 }, currentQuantity: 10 });
    const stored = submissionStockEffect(10, 10, first);
    expect(stored).toMatchObject({ previousQuantity: 10, quantity: 15, applied: 5, mode: "adjust" });
    const base = quantityBeforeEdit(first.quantity, stored);
    const edited = applyInventoryActions({ fields, answers: { field_1: 7 }, currentQuantity: base });
    expect(edited.quantity).toBe(17);
    expect(submissionStockEffect(first.quantity, base, edited)).toMatchObject({ previousQuantity: 15, applied: 7 });
  });
});
