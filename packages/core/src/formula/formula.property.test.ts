import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compileFormula, roundToFormulaPrecision } from "./evaluateFormula";
import { evaluateFormula, FormulaCache } from "./FormulaCache";
import { FormulaError } from "./FormulaError";
import { formulaPreview, renderFormulaValue } from "./formulaPreview";
import { validateFormula } from "./validateFormula";

// An independent reference: expressions are generated as a grammar tree
// (expr = term (+|- term)*, term = factor (*|/ factor)*, factor = number | ref | -factor | (expr)),
// printed without extra parentheses, and evaluated from the tree by folding left to right.
type Factor =
  | { kind: "num"; value: string }
  | { kind: "ref"; name: string }
  | { kind: "neg"; factor: Factor }
  | { kind: "group"; expr: Expr };
type Term = { first: Factor; rest: ["*" | "/", Factor][] };
type Expr = { first: Term; rest: ["+" | "-", Term][] };

const REF_NAMES = ["field_1", "field_2", "field_3", "mapped.cost", "mapped.rate", "convert_x"];

const numberText = fc.oneof(
  fc.integer({ min: 0, max: 100000 }).map(String),
  fc.tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 9999 })).map(([a, b]) => `${a}.${b}`),
  fc.constantFrom("0", "0.5", ".25", "1."),
);
const { expr: exprArb } = fc.letrec<{ expr: Expr; term: Term; factor: Factor }>((tie) => ({
  factor: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    numberText.map((value): Factor => ({ kind: "num", value })),
    fc.constantFrom(...REF_NAMES).map((name): Factor => ({ kind: "ref", name })),
    tie("factor").map((factor): Factor => ({ kind: "neg", factor: factor as Factor })),
    tie("expr").map((expr): Factor => ({ kind: "group", expr: expr as Expr })),
  ),
  term: fc.record({
    first: tie("factor") as fc.Arbitrary<Factor>,
    rest: fc.array(fc.tuple(fc.constantFrom<"*" | "/">("*", "/"), tie("factor") as fc.Arbitrary<Factor>), {
      maxLength: 3,
    }),
  }),
  expr: fc.record({
    first: tie("term") as fc.Arbitrary<Term>,
    rest: fc.array(fc.tuple(fc.constantFrom<"+" | "-">("+", "-"), tie("term") as fc.Arbitrary<Term>), { maxLength: 3 }),
  }),
}));

const space = fc.constantFrom("", " ", "  ", "\t");
function printExpr(e: Expr, s: () => string): string {
  return [printTerm(e.first, s), ...e.rest.map(([op, t]) => `${s()}${op}${s()}${printTerm(t, s)}`)].join("");
}
function printTerm(t: Term, s: () => string): string {
  return [printFactor(t.first, s), ...t.rest.map(([op, f]) => `${s()}${op}${s()}${printFactor(f, s)}`)].join("");
}
function printFactor(f: Factor, s: () => string): string {
  switch (f.kind) {
    case "num":
      return f.value;
    case "ref":
      return `{${f.name}}`;
    case "neg":
      return `-${printFactor(f.factor, s)}`;
    case "group":
      return `(${s()}${printExpr(f.expr, s)}${s()})`;
  }
}
function refExpr(e: Expr, v: (name: string) => number): number {
  return e.rest.reduce((acc, [op, t]) => (op === "+" ? acc + refTerm(t, v) : acc - refTerm(t, v)), refTerm(e.first, v));
}
function refTerm(t: Term, v: (name: string) => number): number {
  return t.rest.reduce(
    (acc, [op, f]) => (op === "*" ? acc * refFactor(f, v) : acc / refFactor(f, v)),
    refFactor(t.first, v),
  );
}
function refFactor(f: Factor, v: (name: string) => number): number {
  switch (f.kind) {
    case "num":
      return Number.parseFloat(f.value);
    case "ref":
      return v(f.name);
    case "neg":
      return -refFactor(f.factor, v);
    case "group":
      return refExpr(f.expr, v);
  }
}

const valuesArb = fc.record({
  field_1: fc.double({ noNaN: true, min: -1e6, max: 1e6 }),
  field_2: fc.integer({ min: -1000, max: 1000 }),
  field_3: fc.constantFrom(0, 1, 2.5),
  cost: fc.double({ noNaN: true, min: -1e3, max: 1e3 }),
  rate: fc.constantFrom(0, 0.5, 3),
  convert_x: fc.integer({ min: 0, max: 10 }),
});

function sameNumber(a: number, b: number): boolean {
  return Object.is(a, b) || (a === 0 && b === 0);
}

describe("formula engine properties", () => {
  it("agrees with the reference evaluator on random well-formed expressions", () => {
    fc.assert(
      fc.property(exprArb, valuesArb, fc.array(space, { minLength: 64, maxLength: 64 }), (expr, values, spaces) => {
        let i = 0;
        const source = printExpr(expr, () => spaces[i++ % spaces.length] ?? "");
        const { cost, rate, ...fields } = values;
        const lookup = (name: string) =>
          name === "mapped.cost" ? cost : name === "mapped.rate" ? rate : fields[name as keyof typeof fields];
        const expected = roundToFormulaPrecision(refExpr(expr, lookup));
        let actual: number;
        try {
          actual = compileFormula(source).evaluate({ fields, mapped: { cost, rate } });
        } catch (error) {
          // Only nesting beyond the depth limit may refuse a well-formed expression.
          expect((error as FormulaError).code).toBe("too_deep");
          return;
        }
        expect(sameNumber(actual, expected), `${source}: ${actual} vs ${expected}`).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it("never throws anything but FormulaError, on any text", () => {
    const alphabet = fc.constantFrom(..."0123456789.+-*/()[]{}, _abcxyzfield_mapped.^%!=\t\n".split(""));
    const text = fc.oneof(
      fc.string(),
      fc.string({ unit: alphabet, maxLength: 60 }),
      fc.string({ unit: "binary", maxLength: 30 }),
    );
    fc.assert(
      fc.property(text, (source) => {
        try {
          const value = evaluateFormula(source, { fields: { field_1: 2 } }, new FormulaCache());
          expect(typeof value).toBe("number");
        } catch (error) {
          expect(error).toBeInstanceOf(FormulaError);
        }
        // The helpers built on the engine never throw at all.
        expect(typeof renderFormulaValue(source)).toBe("string");
        expect(formulaPreview(source).state).toBeTypeOf("string");
        expect(validateFormula(source, { fieldIds: [], mappedFieldNames: [] }).status).toMatch(/^(Valid|Invalid)$/);
      }),
      { numRuns: 3000 },
    );
  });

  it("never touches globals: evaluating leaves globalThis unchanged", () => {
    const before = Object.getOwnPropertyNames(globalThis).sort();
    const probe = "__formulaProbe";
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(..."{}[]()+-*/1 constructor__proto__globalThis".split("")), maxLength: 40 }),
        (source) => {
          try {
            evaluateFormula(source, { fields: {} }, new FormulaCache());
          } catch {
            // errors are covered by the property above
          }
        },
      ),
      { numRuns: 500 },
    );
    for (const source of ["{globalThis}", "{__proto__} + 1", "[constructor]", `{${probe}}`]) {
      expect(evaluateFormula(source)).toBe(source === "{__proto__} + 1" ? 1 : 0);
    }
    expect(Object.getOwnPropertyNames(globalThis).sort()).toEqual(before);
    expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain(probe);
  });
});
