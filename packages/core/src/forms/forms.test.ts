import { describe, expect, it } from "vitest";
import { evaluateCondition, evaluateDependencyCondition, isEmptyValue } from "./evaluateCondition";
import {
  csvTemplateFileName,
  csvTemplateTable,
  defaultNewForm,
  exportFormFields,
  formArchiveConfirmMessage,
  formDataExportFileName,
  importedFieldsMessage,
  importFormFields,
  newFormField,
  nextFieldId,
  parseBuilderOptions,
} from "./formBuilder";
import { DEPENDENCY_PASS_LIMIT, type FieldDependency, resolveFieldStates } from "./resolveFieldStates";
import { numberAnswers, requiredMessage, validateFieldValue, validateFormSubmission } from "./validateFormSubmission";

describe("condition operators (spec 02 §5)", () => {
  it.each([
    ["equals", "5", 5, true],
    ["equals", "abc", "abc", true],
    ["equals", "abc", "ABC", false],
    ["equals", true, "true", true],
    ["equals", false, "true", false],
    ["equals", undefined, "", true],
    ["notEquals", "a", "b", true],
    ["notEquals", 2, "2", false],
    ["contains", "Red paint", "paint", true],
    ["contains", ["a", "b"], "b", true],
    ["contains", ["a", "b"], "c", false],
    ["contains", null, "x", false],
    ["notContains", "Red paint", "blue", true],
    ["greaterThan", "10", 9, true],
    ["greaterThan", 9, 9, false],
    ["greaterThan", "abc", 1, false],
    ["greaterThan", 5, "x", false],
    ["lessThan", 1, "2", true],
    ["lessThan", 2, 2, false],
    ["lessThan", Number.NaN, 2, false],
    ["isTrue", true, undefined, true],
    ["isTrue", "true", undefined, true],
    ["isTrue", "yes", undefined, true],
    ["isTrue", 1, undefined, true],
    ["isTrue", "on", undefined, true],
    ["isTrue", "1", undefined, true],
    ["isTrue", false, undefined, false],
    ["isFalse", false, undefined, true],
    ["isFalse", undefined, undefined, true],
    ["isFalse", true, undefined, false],
    ["isEmpty", "  ", undefined, true],
    ["isEmpty", [], undefined, true],
    ["isEmpty", null, undefined, true],
    ["isEmpty", 0, undefined, false],
    ["isNotEmpty", "x", undefined, true],
    ["isNotEmpty", [], undefined, false],
  ] as const)("%s(%j, %j) = %s", (operator, actual, expected, result) => {
    expect(evaluateCondition(operator, actual, expected)).toBe(result);
  });
  it.each([
    ["equals", "a", "a", true],
    ["not_equals", "a", "a", false],
    ["contains", "abc", "b", true],
    ["not_contains", "abc", "b", false],
    ["greater_than", 3, 2, true],
    ["less_than", 3, 2, false],
  ] as const)("dependency %s", (condition, actual, expected, result) => {
    expect(evaluateDependencyCondition(condition, actual, expected)).toBe(result);
  });
  it("isEmptyValue", () => {
    expect(isEmptyValue({})).toBe(false);
    expect(isEmptyValue(false)).toBe(false);
  });
});

describe("field states", () => {
  const fields = [
    { id: "kind" },
    { id: "gallons", conditions: [{ field: "kind", operator: "equals" as const, value: "paint" }] },
    { id: "color" },
    { id: "notes", readOnly: true },
  ];
  const deps: FieldDependency[] = [
    {
      target_field_id: "color",
      source_field_id: "gallons",
      condition: "greater_than",
      condition_value: 0,
      action: "show",
    },
    {
      target_field_id: "notes",
      source_field_id: "kind",
      condition: "equals",
      condition_value: "paint",
      action: "require",
    },
    {
      target_field_id: "kind",
      source_field_id: "notes",
      condition: "equals",
      condition_value: "locked",
      action: "disable",
    },
  ];
  it("shows a field only when its conditions and show dependencies pass", () => {
    const { states, stable } = resolveFieldStates(fields, deps, { kind: "paint", gallons: 5 });
    expect(states).toEqual({
      kind: { visible: true, required: false, disabled: false },
      gallons: { visible: true, required: false, disabled: false },
      color: { visible: true, required: false, disabled: false },
      notes: { visible: true, required: true, disabled: true },
    });
    expect(stable).toBe(true);
  });
  it("a hidden field's answer counts as empty downstream", () => {
    const { states, passes } = resolveFieldStates(fields, deps, { kind: "tool", gallons: 5, notes: "locked" });
    expect(states.gallons?.visible).toBe(false);
    expect(states.color?.visible).toBe(false);
    expect(states.kind?.disabled).toBe(true);
    expect(passes).toBe(3);
  });
  it("a read-only form disables everything", () => {
    const { states } = resolveFieldStates([{ id: "a", required: true, conditions: null }], [], {}, { readOnly: true });
    expect(states.a).toEqual({ visible: true, required: true, disabled: true });
  });
  it("stops a dependency loop at 10 passes", () => {
    // a shows when b is empty, b shows when a is empty: hiding flips back and forth.
    const loop: FieldDependency[] = [
      { target_field_id: "a", source_field_id: "b", condition: "equals", condition_value: "", action: "show" },
      { target_field_id: "b", source_field_id: "a", condition: "equals", condition_value: "", action: "show" },
    ];
    const result = resolveFieldStates([{ id: "a" }, { id: "b" }], loop, { a: "x", b: "y" });
    expect(DEPENDENCY_PASS_LIMIT).toBe(10);
    expect(result.passes).toBe(10);
    expect(result.stable).toBe(false);
  });
});

describe("field rules (spec 02 §5)", () => {
  const qty = { id: "field_1", label: "Quantity", type: "number" };
  const name = { id: "field_2", label: "Name", type: "text" };
  it.each([
    [qty, "", [], { required: true }, "Quantity is required"],
    [qty, [], [], { required: true }, "Quantity is required"],
    [qty, null, [], { required: true }, "Quantity is required"],
    [qty, "", [{ rule_type: "min", rule_value: 5 }], { required: false }, null],
    [qty, 4, [{ rule_type: "min", rule_value: 5 }], undefined, "Quantity must be at least 5"],
    [qty, 5, [{ rule_type: "min", rule_value: 5 }], undefined, null],
    [qty, 11, [{ rule_type: "max", rule_value: "10" }], undefined, "Quantity must be at most 10"],
    [qty, 10, [{ rule_type: "max", rule_value: 10 }], undefined, null],
    [qty, "abc", [{ rule_type: "max", rule_value: 10 }], undefined, "Quantity must be a number"],
    [qty, 3, [{ rule_type: "max", rule_value: "ten" }], undefined, null],
    [name, "ab", [{ rule_type: "min", rule_value: 3 }], undefined, "Name must be at least 3 characters"],
    [name, "abc", [{ rule_type: "min", rule_value: 3 }], undefined, null],
    [name, "abcd", [{ rule_type: "max", rule_value: 3 }], undefined, "Name must be at most 3 characters"],
    [name, "x1", [{ rule_type: "pattern", rule_value: "^[a-z]+$" }], undefined, "Name has an invalid format"],
    [name, "xy", [{ rule_type: "pattern", rule_value: "^[a-z]+$" }], undefined, null],
    [name, "x1", [{ rule_type: "pattern", rule_value: "([" }], undefined, null],
    [
      name,
      "x1",
      [{ rule_type: "pattern", rule_value: "^[a-z]+$", error_message: "Letters only" }],
      undefined,
      "Letters only",
    ],
    [
      name,
      "x",
      [{ rule_type: "min", rule_value: 2, error_message: "  " }],
      undefined,
      "Name must be at least 2 characters",
    ],
    [
      { ...name, validation: { min: 2, max: null, pattern: "^a" } },
      "b",
      [],
      undefined,
      "Name must be at least 2 characters",
    ],
    [{ ...name, validation: { max: 1, pattern: "^a" } }, "b", [], undefined, "Name has an invalid format"],
    [{ ...qty, validation: { max: 1 } }, 2, [], undefined, "Quantity must be at most 1"],
    [{ ...qty, type: "text" }, 7, [{ rule_type: "min", rule_value: 9 }], undefined, "Quantity must be at least 9"],
  ] as const)("%j %j %j", (field, value, rules, state, message) => {
    expect(validateFieldValue(field, value, rules, state)).toBe(message);
  });
  it("uses the field's own required flag by default", () => {
    expect(validateFieldValue({ ...name, required: true }, "")).toBe("Name is required");
    expect(validateFieldValue(name, "")).toBeNull();
  });
  it("required message with and without period", () => {
    expect(requiredMessage("Name")).toBe("Name is required");
    expect(requiredMessage("Name", true)).toBe("Name is required.");
  });
  it("validates a submission, skipping hidden fields", () => {
    const fields = [
      { ...qty, required: true },
      { ...name, required: true },
      { id: "field_3", label: "Code", type: "text" },
    ];
    const errors = validateFormSubmission(
      fields,
      { field_1: 2, field_3: "AB" },
      {
        rules: [
          { field_id: "field_1", rule_type: "min", rule_value: 3 },
          { field_id: "field_3", rule_type: "pattern", rule_value: "^[a-z]+$" },
        ],
        states: {
          field_2: { visible: false, required: true, disabled: false },
          field_3: { visible: true, required: true, disabled: false },
        },
      },
    );
    expect(errors).toEqual({ field_1: "Quantity must be at least 3", field_3: "Code has an invalid format" });
    expect(validateFormSubmission(fields, {})).toEqual({
      field_1: "Quantity is required",
      field_2: "Name is required",
    });
  });
  it.each([
    ["3.5", null],
    ["-2", "Count must be at least 0"],
    [-2, "Count must be at least 0"],
    ["x", "Count must be a number"],
    ["1e3", "Count must be written in plain digits (no exponent such as 1e3)"],
    ["", null],
  ])("number field %j → %j (never clamped)", (raw, message) => {
    expect(validateFieldValue({ id: "c", label: "Count", type: "number" }, raw)).toBe(message);
  });
  it("sends a number field's text as the number it means; empty and unreadable stay as typed", () => {
    const fields = [
      { id: "a", label: "A", type: "number" },
      { id: "b", label: "B", type: "current_inventory" },
      { id: "c", label: "C", type: "number" },
      { id: "d", label: "D", type: "text" },
      { id: "e", label: "E", type: "number" },
    ];
    expect(numberAnswers(fields, { a: "2.5", b: "", c: "x", d: "7", e: 4 })).toEqual({
      a: 2.5,
      b: "",
      c: "x",
      d: "7",
      e: 4,
    });
  });
});

describe("form builder", () => {
  it("numbers fields max + 1", () => {
    expect(nextFieldId([])).toBe("field_1");
    expect(nextFieldId([{ id: "field_2" }, { id: "field_10" }, { id: "custom" }])).toBe("field_11");
  });
  it("creates new fields with the spec's defaults", () => {
    expect(newFormField("number", [{ id: "field_1" }])).toEqual({
      id: "field_2",
      label: "Untitled Field",
      type: "number",
      required: false,
      mappable: false,
      placeholder: "Enter number",
      inventory_action: "none",
    });
    expect(newFormField("calculated", [])).toMatchObject({ mappable: true, formula: "", inventory_action: "none" });
    expect(newFormField("select", [])).toMatchObject({ options: [] });
    expect(newFormField("text", [])).toEqual({
      id: "field_1",
      label: "Untitled Field",
      type: "text",
      required: false,
      mappable: false,
    });
  });
  it("default new form", () => {
    const form = defaultNewForm();
    expect(form.title).toBe("New Inventory Form");
    expect(form.fields.map((f) => [f.label, f.type, f.required])).toEqual([
      ["Item Name", "text", true],
      ["Quantity", "number", true],
    ]);
  });
  it("splits options on commas", () => {
    expect(parseBuilderOptions(" a, b ,,c ")).toEqual(["a", "b", "c"]);
  });
  it("imports a JSON array with new ids", () => {
    const result = importFormFields('[{"id":"field_1","label":"A"},{"label":"B"}]', [{ id: "field_3" }]);
    expect(result).toEqual({
      ok: true,
      imported: 2,
      fields: [{ id: "field_3" }, { id: "field_4", label: "A" }, { id: "field_5", label: "B" }],
    });
    expect(importFormFields("{}", [])).toEqual({ ok: false, message: "Invalid JSON file" });
    expect(importFormFields("[1]", [])).toEqual({ ok: false, message: "Invalid JSON file" });
    expect(importFormFields("[[1]]", [])).toEqual({ ok: false, message: "Invalid JSON file" });
    expect(importFormFields("nope", [])).toEqual({ ok: false, message: "Invalid JSON file" });
    expect(importedFieldsMessage(2)).toBe("Imported 2 fields");
  });
  it("exports all or mappable fields", () => {
    const fields = [{ id: "a", mappable: true }, { id: "b" }];
    expect(JSON.parse(exportFormFields(fields))).toHaveLength(2);
    expect(JSON.parse(exportFormFields(fields, true))).toEqual([{ id: "a", mappable: true }]);
  });
  it("names files and confirms", () => {
    expect(csvTemplateFileName("Paint  Intake")).toBe("Paint_Intake_template.csv");
    expect(csvTemplateTable(["A", "B"])).toEqual({
      header: ["A", "B"],
      rows: [
        ["", ""],
        ["", ""],
      ],
    });
    expect(formDataExportFileName("Paint Intake")).toBe("Paint_Intake_data.json");
    expect(formArchiveConfirmMessage("archive", "X")).toBe('Are you sure you want to archive "X"?');
  });
});
