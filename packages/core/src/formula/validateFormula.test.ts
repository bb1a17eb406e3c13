import { describe, expect, it } from "vitest";
import { evaluateFormula, FORMULA_CACHE_MAX_ENTRIES, FormulaCache } from "./FormulaCache";
import { FormulaError } from "./FormulaError";
import { formatFormulaResult, formulaPreview, renderFormulaValue } from "./formulaPreview";
import { findFormulaReferences, validateFormula } from "./validateFormula";

const context = { fieldIds: ["field_1", "field_2"], mappedFieldNames: ["cost"] };

describe("validateFormula (spec 02 §5 Formula validation)", () => {
  it.each([
    ["{field_1} * {mapped.cost}", []],
    ["{field_1} / ({field_2} - {field_2})", []],
    ["{field_3} + {field_4} + {field_3}", ["Referenced fields don't exist: field_3, field_4"]],
    ["{mapped.price} * 2", ["Referenced mapped fields don't exist: price"]],
    ["sqrt({field_1})", ["Formula syntax error: sqrt is not defined"]],
    ["{field_1} +", ["Formula syntax error: Unexpected end of formula"]],
    ["{field_1} (", ["Formula syntax error: Unexpected '(' at position 11"]],
    [
      "{field_9} * ({mapped.x}",
      [
        "Referenced fields don't exist: field_9",
        "Referenced mapped fields don't exist: x",
        "Formula syntax error: Missing ')' for '(' at position 13",
      ],
    ],
    ["", ["Formula syntax error: Empty formula"]],
  ])("%j → %j", (formula, errors) => {
    const result = validateFormula(formula, context);
    expect(result.errors).toEqual(errors);
    expect(result.isValid).toBe(errors.length === 0);
    expect(result.status).toBe(errors.length === 0 ? "Valid" : "Invalid");
  });
  it("finds brace references even when the formula does not parse", () => {
    expect(findFormulaReferences("{field_1} + {} + {mapped.a} ((").map((r) => r.raw)).toEqual([
      "{field_1}",
      "{mapped.a}",
    ]);
  });
});

describe("formulaPreview (spec 02 §5 preview messages)", () => {
  it.each([
    [undefined, "no_formula", "No formula"],
    [null, "no_formula", "No formula"],
    ["", "empty", "Empty formula"],
    ["   ", "empty", "Empty formula"],
    ["{field_1} +", "incomplete", "Incomplete formula"],
    ["2 *", "incomplete", "Incomplete formula"],
    ["4 /", "incomplete", "Incomplete formula"],
    ["4 -", "incomplete", "Incomplete formula"],
    ["(1 + 2", "unmatched_parentheses", "Unmatched parentheses"],
    ["1 + 2)", "unmatched_parentheses", "Unmatched parentheses"],
    [")(", "unmatched_parentheses", "Unmatched parentheses"],
    ["sqrt(4)", "error", "Calculation Error"],
    ["1 2", "error", "Calculation Error"],
  ])("%j → %s", (formula, state, message) => {
    expect(formulaPreview(formula)).toEqual({ state, message });
  });
  it("ignores parentheses inside references when balancing", () => {
    expect(formulaPreview("[Size (in)] * 2", { labels: { "Size (in)": 3 } })).toEqual({
      state: "ok",
      value: 6,
      display: "6.00",
    });
  });
  it("shows two decimals", () => {
    expect(formulaPreview("{field_1} / 3", { fields: { field_1: 10 } })).toEqual({
      state: "ok",
      value: 3.3333333333333,
      display: "3.33",
    });
  });
  it.each([
    [12.345, "12.35"],
    [1.004, "1.00"],
    [2, "2.00"],
    [Number.POSITIVE_INFINITY, "Infinity"],
    [Number.NaN, "NaN"],
  ])("formatFormulaResult(%d) = %s", (value, text) => {
    expect(formatFormulaResult(value)).toBe(text);
  });
  it("the renderer shows '0.00' for any error", () => {
    expect(renderFormulaValue("pow(2, 3)")).toBe("0.00");
    expect(renderFormulaValue(undefined)).toBe("0.00");
    expect(renderFormulaValue("{field_1} * 1.5", { fields: { field_1: "3" } })).toBe("4.50");
  });
});

describe("FormulaCache (spec 02 §9: max 100 entries, oldest evicted)", () => {
  it("evicts the oldest entry beyond 100", () => {
    expect(FORMULA_CACHE_MAX_ENTRIES).toBe(100);
    const cache = new FormulaCache();
    for (let i = 0; i < 100; i++) cache.compile(`${i} + 1`);
    expect(cache.size).toBe(100);
    expect(cache.has("0 + 1")).toBe(true);
    cache.compile("0 + 1"); // a hit does not refresh age
    cache.compile("100 + 1");
    expect(cache.size).toBe(100);
    expect(cache.has("0 + 1")).toBe(false);
    expect(cache.has("1 + 1")).toBe(true);
    expect(cache.has("100 + 1")).toBe(true);
  });
  it("returns the same compiled formula on a hit", () => {
    const cache = new FormulaCache(2);
    expect(cache.compile("1 + 2")).toBe(cache.compile("1 + 2"));
  });
  it("remembers failures and rethrows the same error", () => {
    const cache = new FormulaCache(3);
    let first: unknown;
    let second: unknown;
    try {
      cache.compile("1 +");
    } catch (error) {
      first = error;
    }
    try {
      cache.compile("1 +");
    } catch (error) {
      second = error;
    }
    expect(first).toBeInstanceOf(FormulaError);
    expect(second).toBe(first);
    expect(cache.size).toBe(1);
    cache.clear();
    expect(cache.size).toBe(0);
  });
  it("keeps at least one entry", () => {
    const cache = new FormulaCache(0);
    expect(cache.maxEntries).toBe(1);
    cache.compile("1");
    cache.compile("2");
    expect(cache.size).toBe(1);
  });
  it("evaluateFormula uses the shared cache by default", () => {
    expect(evaluateFormula("2 * 3")).toBe(6);
    expect(evaluateFormula("{field_1}", { fields: { field_1: 5 } })).toBe(5);
  });
});
