import { describe, expect, it } from "vitest";
import {
  calculateFormFormulas,
  FORMULA_PASSES_ON_SUBMIT,
  FORMULA_PASSES_WHILE_TYPING,
  isCalculatedField,
  recalculateFormFields,
} from "./recalculateFormFields";

describe("recalculateFormFields (spec 02 §4: 10 passes while typing, 3 on submit)", () => {
  it("has the spec's pass limits", () => {
    expect(FORMULA_PASSES_WHILE_TYPING).toBe(10);
    expect(FORMULA_PASSES_ON_SUBMIT).toBe(3);
  });

  it("settles a chain listed in reverse order", () => {
    const fields = [
      { id: "field_4", type: "calculated", formula: "{field_3} + 1" },
      { id: "field_3", type: "formula", formula: "{field_2} * 2" },
      { id: "field_2", type: "calculated", formula: "{field_1} + {mapped.extra}" },
      { id: "field_1", type: "number" },
    ];
    const result = recalculateFormFields(fields, { field_1: "5" }, { mapped: { extra: 1 } });
    expect(result.values).toMatchObject({ field_1: "5", field_2: 6, field_3: 12, field_4: 13 });
    expect(result.stable).toBe(true);
    expect(result.passes).toBe(4);
  });

  it("a chain longer than the submit limit is cut at 3 passes", () => {
    const fields = [
      { id: "field_5", type: "calculated", formula: "{field_4} + 1" },
      { id: "field_4", type: "calculated", formula: "{field_3} + 1" },
      { id: "field_3", type: "calculated", formula: "{field_2} + 1" },
      { id: "field_2", type: "calculated", formula: "{field_1} + 1" },
    ];
    const atSubmit = recalculateFormFields(fields, { field_1: 0 }, { maxPasses: 3 });
    expect(atSubmit.passes).toBe(3);
    expect(atSubmit.stable).toBe(false);
    expect(atSubmit.values.field_5).toBe(3);
    const whileTyping = recalculateFormFields(fields, { field_1: 0 });
    expect(whileTyping.values.field_5).toBe(4);
    expect(whileTyping.stable).toBe(true);
  });

  it("a loop stops at 10 passes", () => {
    const fields = [
      { id: "field_1", type: "calculated", formula: "{field_2} + 1" },
      { id: "field_2", type: "calculated", formula: "{field_1} + 1" },
    ];
    const result = recalculateFormFields(fields, {});
    expect(result.passes).toBe(10);
    expect(result.stable).toBe(false);
    expect(result.values).toEqual({ field_1: 19, field_2: 20 });
  });

  it("a failing formula gives 0 and reports the error", () => {
    const fields = [{ id: "field_1", type: "calculated", formula: "sqrt(4)" }];
    const result = recalculateFormFields(fields, { field_1: 9 });
    expect(result.values.field_1).toBe(0);
    expect(result.errors).toEqual({ field_1: "sqrt is not defined" });
  });

  it("forgets an error once the formula works", () => {
    const fields = [
      { id: "field_2", type: "calculated", formula: "{field_1} * 2" },
      { id: "field_1", type: "calculated", formula: "7" },
    ];
    expect(recalculateFormFields(fields, {}).errors).toEqual({});
  });

  it("nothing to calculate is stable after 0 passes", () => {
    expect(recalculateFormFields([{ id: "field_1", type: "number" }], { field_1: 1 })).toEqual({
      values: { field_1: 1 },
      passes: 0,
      stable: true,
      errors: {},
    });
  });

  it.each([
    [{ type: "calculated", formula: "1" }, true],
    [{ type: "formula", formula: "1" }, true],
    [{ type: "calculated", formula: "  " }, false],
    [{ type: "calculated", formula: null }, false],
    [{ type: "calculated" }, false],
    [{ type: "number", formula: "1" }, false],
  ])("isCalculatedField(%j) = %s", (field, expected) => {
    expect(isCalculatedField(field)).toBe(expected);
  });
});

describe("calculateFormFormulas (server, 3 passes)", () => {
  it("merges calculated values into the answers", () => {
    const schema = { fields: [{ id: "field_2", type: "calculated", formula: "{field_1} * 3" }] };
    expect(calculateFormFormulas(schema, { field_1: 2 })).toEqual({ field_1: 2, field_2: 6 });
  });
  it("handles a missing schema", () => {
    expect(calculateFormFormulas(null, { a: 1 })).toEqual({ a: 1 });
    expect(calculateFormFormulas({}, { a: 1 })).toEqual({ a: 1 });
  });
  it("falls back to the submitted values on a broken schema", () => {
    const broken = { fields: "not a list" } as unknown as { fields: [] };
    expect(calculateFormFormulas(broken, { a: 1 })).toEqual({ a: 1 });
  });
});
