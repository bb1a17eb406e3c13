import { describe, expect, it } from "vitest";
import { applyAssetCalculationFormulas } from "./assetCalculationFormulas";
import {
  CALCULATION_FORMULA_FORMS,
  calculationFormulaEntries,
  calculationFormulasFor,
  serializeCalculationFormulas,
} from "./storedCalculationFormulas";

describe("stored calculation formulas (one map per form purpose)", () => {
  it("has the card's two tabs", () => {
    expect(CALCULATION_FORMULA_FORMS).toEqual(["intake", "inventory"]);
  });
  it("stores the spec's JSON for a formula and the plain text of a custom one", () => {
    expect(
      serializeCalculationFormulas([
        { targetField: "gallons", formulaType: "multiply", description: "d", baseValue: "qty", multiplier: 5 },
        { targetField: "total", formulaType: "custom", description: "", customFormula: "{a} + 1" },
        { targetField: "empty", formulaType: "custom", description: "", customFormula: null },
        { targetField: "plain", formulaType: "add", description: "", baseValue: 1, addend: null },
        { targetField: "copy", formulaType: "basic", description: "" },
      ]),
    ).toEqual({
      gallons: '{"type":"multiply","description":"d","baseValue":"qty","multiplier":5,"addend":null}',
      total: "{a} + 1",
      empty: "",
      plain: '{"type":"add","description":"","baseValue":1,"multiplier":null,"addend":null}',
      copy: '{"type":"basic","description":"","baseValue":null,"multiplier":null,"addend":null}',
    });
    expect(serializeCalculationFormulas([])).toEqual({});
  });
  it.each([
    [null, {}],
    [undefined, {}],
    ["text", {}],
    [[{ a: "1" }], {}],
    [{}, {}],
    [{ intake: null }, {}],
    [{ intake: "x" }, {}],
    [{ intake: ["x"] }, {}],
    [{ intake: { a: "1" }, inventory: { b: "2" } }, { a: "1" }],
  ])("the intake formulas of %j are %j", (stored, expected) => {
    expect(calculationFormulasFor(stored, "intake")).toEqual(expected);
  });
  it("reads a purpose back as the card's entries, dropping unreadable ones", () => {
    const stored = {
      inventory: {
        gallons: '{"type":"multiply","description":"d","baseValue":"qty","multiplier":5,"addend":null}',
        total: "{a} + 1",
        broken: '{"type":"power"}',
        blank: "",
      },
    };
    expect(calculationFormulaEntries(stored, "inventory")).toEqual([
      {
        targetField: "gallons",
        formulaType: "multiply",
        description: "d",
        baseValue: "qty",
        multiplier: 5,
        addend: null,
        customFormula: null,
      },
      {
        targetField: "total",
        formulaType: "custom",
        description: "",
        baseValue: null,
        multiplier: null,
        addend: null,
        customFormula: "{a} + 1",
      },
    ]);
    expect(calculationFormulaEntries(stored, "intake")).toEqual([]);
  });
  it("round-trips through storage and applies as stored", () => {
    const entries = [
      { targetField: "gallons", formulaType: "multiply" as const, description: "", baseValue: "qty", multiplier: 5 },
    ];
    const stored = { intake: serializeCalculationFormulas(entries) };
    expect(calculationFormulaEntries(stored, "intake")).toEqual([{ ...entries[0], addend: null, customFormula: null }]);
    expect(applyAssetCalculationFormulas({ qty: 3 }, calculationFormulasFor(stored, "intake"), {})).toEqual({
      qty: 3,
      gallons: 15,
    });
  });
});
