import { describe, expect, it } from "vitest";
import {
  applyAssetCalculationFormulas,
  conversionFieldDefault,
  conversionFieldDefaults,
  parseAssetCalculationFormula,
} from "./assetCalculationFormulas";

describe("applyAssetCalculationFormulas", () => {
  const metadata = { convert_gallons: 5, price: "2.5", label: "x" };
  it.each([
    ["basic", { type: "basic", baseValue: 7 }, 7],
    ["basic reads the target when no base", { type: "basic" }, 4],
    ["multiply by a metadata key", { type: "multiply", baseValue: "field_1", multiplier: "convert_gallons" }, 20],
    ["multiply with a {brace} key", { type: "multiply", baseValue: "{field_1}", multiplier: "{price}" }, 10],
    ["multiply defaults to ×1", { type: "multiply", baseValue: 3 }, 3],
    ["add", { type: "add", baseValue: "field_1", addend: 6 }, 10],
    ["add defaults to +0", { type: "add", baseValue: 3, addend: "" }, 3],
    ["subtract", { type: "subtract", baseValue: "field_1", addend: "1.5" }, 2.5],
    ["divide", { type: "divide", baseValue: 10, multiplier: 4 }, 2.5],
    ["custom", { type: "custom", customFormula: "{field_1} * {convert_gallons} + {mapped.price}" }, 20],
    ["custom with formulaType/formula keys", { formulaType: "custom", formula: "{price} * 2" }, 5],
    ["text metadata counts as 0", { type: "add", baseValue: "label", addend: 1 }, 1],
    ["unknown keys count as 0", { type: "add", baseValue: "missing", addend: 1 }, 1],
  ])("%s", (_name, formula, expected) => {
    const result = applyAssetCalculationFormulas(
      { field_1: 4, field_2: "4" },
      { field_2: JSON.stringify(formula) },
      metadata,
    );
    expect(result.field_2).toBe(expected);
  });

  it("takes objects, JSON strings and a plain custom formula string", () => {
    const result = applyAssetCalculationFormulas(
      { field_1: "3" },
      JSON.stringify({ a: { type: "multiply", baseValue: "field_1", multiplier: 2 }, b: "{field_1} + 1" }),
      JSON.stringify(metadata),
    );
    expect(result).toEqual({ field_1: "3", a: 6, b: 4 });
  });

  it("reads a later target from an earlier result", () => {
    const result = applyAssetCalculationFormulas({}, { a: { type: "basic", baseValue: 2 }, b: "{a} * 10" }, null);
    expect(result).toEqual({ a: 2, b: 20 });
  });

  it("rounds to 14 significant digits", () => {
    expect(applyAssetCalculationFormulas({}, { a: "0.1 + 0.2" }, {}).a).toBe(0.3);
  });

  it.each([
    ["division by zero", { a: { type: "divide", baseValue: 1, multiplier: 0 } }, {}],
    ["a bad custom formula", { a: "sqrt(4)" }, {}],
    ["an empty custom formula", { a: { type: "custom" } }, {}],
    ["an unknown type", { a: { type: "power", baseValue: 2 } }, {}],
    ["an unreadable entry", { a: 42 }, {}],
    ["an empty string entry", { a: "  " }, {}],
    ["an array entry", { a: [1] }, {}],
    ["unparseable formulas", "{not json", {}],
    ["formulas that are a list", [1, 2], {}],
    ["metadata that is not an object", { a: "1" }, 5],
  ])("returns the original data unchanged on %s", (_name, formulas, meta) => {
    const original = { field_1: 1 };
    expect(applyAssetCalculationFormulas(original, formulas, meta)).toBe(original);
  });

  it("treats empty inputs as nothing to do", () => {
    expect(applyAssetCalculationFormulas({ a: 1 }, "", "")).toEqual({ a: 1 });
    expect(applyAssetCalculationFormulas({ a: 1 }, undefined, undefined)).toEqual({ a: 1 });
  });

  it("parseAssetCalculationFormula normalises a stored entry", () => {
    expect(
      parseAssetCalculationFormula(
        JSON.stringify({ type: "add", description: "d", baseValue: 1, addend: "x", multiplier: {} }),
      ),
    ).toEqual({
      formulaType: "add",
      description: "d",
      baseValue: 1,
      multiplier: null,
      addend: "x",
      customFormula: null,
    });
    expect(parseAssetCalculationFormula("12")).toEqual({ formulaType: "custom", customFormula: "12" });
    expect(parseAssetCalculationFormula(null)).toBeNull();
  });
});

describe("conversion field defaults (spec 02 §9)", () => {
  it.each([
    [{ field_name: "convert_gallons" }, 1],
    [{ field_name: "convert_gallons", default_value: 7 }, 1],
    [{ field_name: "weight", default_value: 7 }, 7],
    [{ field_name: "color", default_value: "red" }, "red"],
    [{ field_name: "weight" }, 0],
    [{ field_name: "weight", default_value: null }, 0],
    [{ field_name: "Convert_x" }, 0],
  ])("%j → %j", (field, expected) => {
    expect(conversionFieldDefault(field)).toBe(expected);
  });
  it("builds the defaults of a type", () => {
    expect(conversionFieldDefaults([{ field_name: "convert_a" }, { field_name: "b", default_value: 2 }])).toEqual({
      convert_a: 1,
      b: 2,
    });
  });
});
