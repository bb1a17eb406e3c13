import { describe, expect, it } from "vitest";
import {
  CUSTOM_FORMULA_REQUIRED_MESSAGE,
  calculationFormulaDraftOf,
  calculationFormulaDrafts,
  calculationFormulaEntry,
  calculationFormulaEntryList,
  calculationFormulasUpdateInput,
  DUPLICATE_TARGET_FIELD_MESSAGE,
  formulaOperandOf,
  TARGET_FIELD_REQUIRED_MESSAGE,
} from "./calculationFormulas";

const ID = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";
const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe("calculation formula entry (the card's rows)", () => {
  it("quotes the messages", () => {
    expect(TARGET_FIELD_REQUIRED_MESSAGE).toBe("Target field is required");
    expect(DUPLICATE_TARGET_FIELD_MESSAGE).toBe("Each target field can have only one formula");
    expect(CUSTOM_FORMULA_REQUIRED_MESSAGE).toBe("Custom formula is required");
  });
  it("trims, defaults the description, keeps numbers and field names as operands", () => {
    expect(
      calculationFormulaEntry.parse({
        targetField: " total ",
        formulaType: "multiply",
        baseValue: " qty ",
        multiplier: 4,
      }),
    ).toEqual({ targetField: "total", formulaType: "multiply", description: "", baseValue: "qty", multiplier: 4 });
  });
  it.each([
    [{ formulaType: "basic" }, ["Target field is required"]],
    [{ targetField: "", formulaType: "basic" }, ["Target field is required"]],
    [{ targetField: "   ", formulaType: "basic" }, ["Target field is required"]],
    [{ targetField: "t", formulaType: "basic" }, []],
    [{ targetField: "t", formulaType: "custom" }, ["Custom formula is required"]],
    [{ targetField: "t", formulaType: "custom", customFormula: null }, ["Custom formula is required"]],
    [{ targetField: "t", formulaType: "custom", customFormula: "  " }, ["Custom formula is required"]],
    [{ targetField: "t", formulaType: "custom", customFormula: "{a} * 2" }, []],
    [{ targetField: "t", formulaType: "divide", baseValue: 1, multiplier: null, addend: undefined }, []],
  ])("%j → %j", (input, expected) => {
    expect(messages(calculationFormulaEntry.safeParse(input))).toEqual(expected);
  });
  it("refuses an unknown formula type and operands that are neither numbers nor text", () => {
    expect(calculationFormulaEntry.safeParse({ targetField: "t", formulaType: "power" }).success).toBe(false);
    expect(calculationFormulaEntry.safeParse({ targetField: "t", formulaType: "add", addend: true }).success).toBe(
      false,
    );
  });
});

describe("calculation formula list and save", () => {
  const row = (targetField: string) => ({ targetField, formulaType: "basic" });
  it("allows one formula per target field", () => {
    expect(calculationFormulaEntryList.safeParse([row("a"), row("b")]).success).toBe(true);
    const result = calculationFormulaEntryList.safeParse([row("a"), row("b"), row(" a ")]);
    expect(messages(result)).toEqual(["Each target field can have only one formula"]);
    expect(result.error?.issues[0]?.path).toEqual([2, "targetField"]);
  });
  it("saves both tabs of an asset type together", () => {
    expect(calculationFormulasUpdateInput.parse({ id: ID, intake: [], inventory: [row("a")] })).toEqual({
      id: ID,
      intake: [],
      inventory: [{ targetField: "a", formulaType: "basic", description: "" }],
    });
    expect(messages(calculationFormulasUpdateInput.safeParse({ id: "1", intake: [], inventory: [] }))).toEqual([
      "Asset type not found",
    ]);
    expect(calculationFormulasUpdateInput.safeParse({ id: ID, intake: [] }).success).toBe(false);
  });
});

describe("the card's values as typed", () => {
  it("reads operands: blank → none, a number → that number, a word → a field name", () => {
    expect(formulaOperandOf("  ")).toBeNull();
    expect(formulaOperandOf(" 2.5 ")).toBe(2.5);
    expect(formulaOperandOf("gallons")).toBe("gallons");
  });

  it("parses both tabs to saved entries and names the row of each mistake", () => {
    const ok = { ...calculationFormulaDraftOf("a"), targetField: "total", multiplier: "4", baseValue: "qty" };
    expect(calculationFormulaDrafts.parse({ intake: [ok], inventory: [] })).toEqual({
      intake: [
        {
          targetField: "total",
          formulaType: "multiply",
          description: "",
          baseValue: "qty",
          multiplier: 4,
          addend: null,
          customFormula: null,
        },
      ],
      inventory: [],
    });
    const result = calculationFormulaDrafts.safeParse({
      intake: [ok, { ...ok, key: "b" }],
      inventory: [{ ...calculationFormulaDraftOf("c"), formulaType: "custom", targetField: "x" }],
    });
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["intake.1.targetField", DUPLICATE_TARGET_FIELD_MESSAGE],
      ["inventory.0.customFormula", CUSTOM_FORMULA_REQUIRED_MESSAGE],
    ]);
  });

  it("starts a saved entry from its values", () => {
    expect(calculationFormulaDraftOf("k", { targetField: "t", formulaType: "add", addend: 3 })).toMatchObject({
      key: "k",
      targetField: "t",
      formulaType: "add",
      addend: "3",
      baseValue: "",
    });
  });
});
