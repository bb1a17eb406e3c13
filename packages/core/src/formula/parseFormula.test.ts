import { describe, expect, it } from "vitest";
import { compileFormula, evaluateFormulaTree, roundToFormulaPrecision, toFormulaNumber } from "./evaluateFormula";
import { FormulaError } from "./FormulaError";
import { FORMULA_MAX_DEPTH, formulaReferences, parseFormula } from "./parseFormula";
import { FORMULA_MAX_LENGTH, tokenizeFormula } from "./tokenizeFormula";

const evaluate = (source: string, fields: Record<string, unknown> = {}, mapped: Record<string, unknown> = {}) =>
  compileFormula(source).evaluate({ fields, mapped });

function errorOf(fn: () => unknown): FormulaError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(FormulaError);
    return error as FormulaError;
  }
  throw new Error("expected a FormulaError");
}

describe("arithmetic (spec 02 §5: only + - * / and parentheses)", () => {
  it.each([
    ["1 + 2 * 3", 7],
    ["(1 + 2) * 3", 9],
    ["10 - 4 - 3", 3],
    ["100 / 10 / 5", 2],
    ["-2 * 3", -6],
    ["2 * -3", -6],
    ["--4", 4],
    ["+4", 4],
    ["2 - -3", 5],
    ["-(2 + 3) * 2", -10],
    [".5 + 1.", 1.5],
    ["  7\t\n", 7],
    ["0.1 + 0.2", 0.3],
    ["1 / 3", 0.33333333333333],
    ["2 / 3 * 3", 2],
  ])("%s = %d", (source, expected) => {
    expect(evaluate(source)).toBe(expected);
  });

  it("division by zero gives Infinity, 0/0 NaN", () => {
    expect(evaluate("1 / 0")).toBe(Number.POSITIVE_INFINITY);
    expect(evaluate("-1 / 0")).toBe(Number.NEGATIVE_INFINITY);
    expect(evaluate("0 / 0")).toBeNaN();
  });

  it("keeps 14 significant digits", () => {
    expect(roundToFormulaPrecision(123456789.1234567)).toBe(123456789.12346);
    expect(roundToFormulaPrecision(1 / 3)).toBe(0.33333333333333);
    expect(roundToFormulaPrecision(Number.NaN)).toBeNaN();
    expect(roundToFormulaPrecision(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe("references", () => {
  it("reads {field_N}, {mapped.name}, other names and [labels]", () => {
    const formula = compileFormula("{field_1} * {mapped.price} + {convert_gal} - [Waste]");
    expect(formula.references.map((r) => `${r.kind}:${r.name}`)).toEqual([
      "field:field_1",
      "mapped:price",
      "name:convert_gal",
      "label:Waste",
    ]);
    expect(
      formula.evaluate({ fields: { field_1: "3", convert_gal: 2 }, mapped: { price: 4 }, labels: { Waste: true } }),
    ).toBe(13);
  });
  it("unknown placeholders evaluate to 0", () => {
    expect(evaluate("{field_9} + {mapped.nothing} + {x} + [Nope] + 5")).toBe(5);
  });
  it.each([
    [12, 12],
    [" 4.5 ", 4.5],
    ["", 0],
    ["abc", 0],
    [true, 1],
    [false, 0],
    [null, 0],
    [undefined, 0],
    [[1], 0],
    [{}, 0],
  ])("value %j counts as %d", (value, expected) => {
    expect(toFormulaNumber(value)).toBe(expected);
  });
  it("does not read inherited properties", () => {
    expect(evaluate("{constructor} + {__proto__} + {toString}")).toBe(0);
  });
  it("accepts a resolver function", () => {
    expect(compileFormula("{a} + {mapped.b}").evaluate((ref) => (ref.kind === "mapped" ? 10 : 1))).toBe(11);
  });
  it("lists references of a tree", () => {
    expect(formulaReferences(parseFormula("-({field_1} + 2) * {field_2}")).map((r) => r.name)).toEqual([
      "field_1",
      "field_2",
    ]);
  });
  it("evaluateFormulaTree does not round", () => {
    expect(evaluateFormulaTree(parseFormula("0.1 + 0.2"), () => 0)).toBe(0.1 + 0.2);
  });
});

describe("function names are rejected with '{name} is not defined'", () => {
  it.each([
    "sqrt",
    "pow",
    "sin",
    "cos",
    "tan",
    "log",
    "ln",
    "exp",
    "abs",
    "floor",
    "ceil",
    "round",
    "min",
    "max",
    "random",
    "factorial",
    "combinations",
    "permutations",
    "anything_else",
  ])("%s(4, 2)", (name) => {
    const error = errorOf(() => parseFormula(`1 + ${name}(4, 2)`));
    expect(error.code).toBe("not_defined");
    expect(error.message).toBe(`${name} is not defined`);
  });
  it.each(["pi", "e"])("constant %s", (name) => {
    expect(errorOf(() => parseFormula(`2 * ${name}`)).message).toBe(`${name} is not defined`);
  });
});

describe("syntax errors", () => {
  it.each([
    ["", "empty", "Empty formula"],
    ["   ", "empty", "Empty formula"],
    ["1 +", "unexpected_end", "Unexpected end of formula"],
    ["(1 + 2", "missing_closing_parenthesis", "Missing ')' for '(' at position 1"],
    ["1 + 2)", "unexpected_closing_parenthesis", "Unexpected ')' at position 6"],
    [")", "unexpected_closing_parenthesis", "Unexpected ')' at position 1"],
    ["(1 2)", "unexpected_token", "Unexpected '2' at position 4"],
    ["1 2", "unexpected_token", "Unexpected '2' at position 3"],
    ["* 2", "unexpected_token", "Unexpected '*' at position 1"],
    ["1, 2", "unexpected_token", "Unexpected ',' at position 2"],
    ["{a} {b}", "unexpected_token", "Unexpected '{b}' at position 5"],
    ["()", "unexpected_closing_parenthesis", "Unexpected ')' at position 2"],
    ["2 ^ 3", "unexpected_character", "Unexpected character '^' at position 3"],
    ["5 % 2", "unexpected_character", "Unexpected character '%' at position 3"],
    ["{field_1", "unclosed_reference", "Unclosed reference at position 1"],
    ["{a{b}", "unclosed_reference", "Unclosed reference at position 1"],
    ["[Label", "unclosed_reference", "Unclosed reference at position 1"],
    ["{ }", "empty_reference", "Empty reference at position 1"],
    ["1.2.3", "unexpected_token", "Unexpected '.3' at position 4"],
  ])("%j → %s", (source, code, message) => {
    const error = errorOf(() => parseFormula(source));
    expect(error.code).toBe(code);
    expect(error.message).toBe(message);
    expect(error.name).toBe("FormulaError");
  });
  it("refuses formulas nested deeper than the limit instead of overflowing", () => {
    expect(parseFormula(`${"(".repeat(50)}1${")".repeat(50)}`)).toEqual({ type: "number", value: 1 });
    expect(
      errorOf(() => parseFormula(`${"(".repeat(FORMULA_MAX_DEPTH + 1)}1${")".repeat(FORMULA_MAX_DEPTH + 1)}`)).code,
    ).toBe("too_deep");
    expect(errorOf(() => parseFormula(`${"-".repeat(5000)}1`)).code).toBe("too_deep");
  });
  it("refuses formulas longer than the limit", () => {
    expect(errorOf(() => tokenizeFormula("1".repeat(FORMULA_MAX_LENGTH + 1))).code).toBe("too_long");
    expect(tokenizeFormula("1".repeat(FORMULA_MAX_LENGTH))).toHaveLength(1);
  });
});
