import { describe, expect, it } from "vitest";
import {
  canSaveForm,
  checkFormBuilderSave,
  formCreateInput,
  formDataOf,
  formField,
  formFieldDependency,
  formInput,
  formUpdateInput,
  formValidationRule,
  parseFormSchema,
} from "./forms";

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe("form create/update (spec 02 §5)", () => {
  const valid = { name: "Intake", form_data: { fields: [] } };
  it("takes form_data as an object or a JSON string", () => {
    expect(formInput.parse(valid)).toEqual({ ...valid, purpose: "other" });
    expect(formInput.parse({ ...valid, form_data: '{"fields":[]}' }).form_data).toEqual({ fields: [] });
  });
  it.each([
    [{ name: "" }, "Form name is required"],
    [{ name: undefined }, "Form name is required"],
    [{ form_data: 42 }, "Form data must be a valid JSON object or string"],
    [{ form_data: "not json" }, "Form data must be a valid JSON object or string"],
    [{ form_data: "[1,2]" }, "Form data must be a valid JSON object or string"],
    [{ form_data: "null" }, "Form data must be a valid JSON object or string"],
  ])("%j → %s", (patch, message) => {
    expect(messages(formInput.safeParse({ ...valid, ...patch }))).toEqual([message]);
  });
  it("create needs the organization id, update the form id", () => {
    expect(messages(formCreateInput.safeParse(valid))).toEqual(["Organization ID is required"]);
    expect(messages(formCreateInput.safeParse({ ...valid, organization_id: "" }))).toEqual([
      "Organization ID is required",
    ]);
    expect(formCreateInput.safeParse({ ...valid, organization_id: "o" }).success).toBe(true);
    expect(messages(formUpdateInput.safeParse({ name: "x" }))).toEqual(["Form ID is required"]);
    expect(formUpdateInput.parse({ id: "f" })).toEqual({ id: "f" });
  });
  it("builder save needs a title and an organization", () => {
    expect(checkFormBuilderSave({ title: " ", organizationId: "o" })).toEqual({
      ok: false,
      title: "Validation Error",
      message: "Form title is required",
    });
    expect(checkFormBuilderSave({ title: "T", organizationId: null })).toEqual({
      ok: false,
      title: "Validation Error",
      message: "No organization selected. Please ensure you're connected to an organization.",
    });
    expect(checkFormBuilderSave({ title: "T", organizationId: "o" })).toEqual({ ok: true });
  });
  it.each([
    [{ saving: false, title: "T", fieldCount: 1 }, true],
    [{ saving: true, title: "T", fieldCount: 1 }, false],
    [{ saving: false, title: "", fieldCount: 1 }, false],
    [{ saving: false, title: "T", fieldCount: 0 }, false],
  ])("Save Form enabled for %j: %s", (state, enabled) => {
    expect(canSaveForm(state)).toBe(enabled);
  });
});

describe("form schema", () => {
  it("normalises fields; unknown inventory actions become none", () => {
    const field = formField.parse({ id: "field_1", type: "number", inventory_action: "multiply", label: 5 });
    expect(field).toMatchObject({
      id: "field_1",
      label: "Untitled Field",
      type: "number",
      required: false,
      mappable: false,
      conditions: [],
      inventory_action: "none",
    });
    expect(formField.parse({ id: "field_2", type: "calculated", inventory_action: "add" }).inventory_action).toBe(
      "add",
    );
  });
  it.each([
    [{ fields: [{ id: "field_1", type: "text" }] }, 1],
    ['{"fields":[{"id":"field_1","type":"select","options":["a",{"value":"b","label":"B"}]}],"title":"x"}', 1],
    [{ fields: "x" }, null],
    ["{broken", null],
    [null, null],
    [undefined, null],
    [{}, null],
  ])("parseFormSchema(%j)", (data, count) => {
    expect(parseFormSchema(data)?.fields.length ?? null).toBe(count);
  });
  it("keeps other keys and reads legacy schema", () => {
    expect(parseFormSchema({ fields: [], title: "T" })).toEqual({ fields: [], title: "T" });
    expect(formDataOf({ schema: { fields: [] } })).toEqual({ fields: [] });
    expect(formDataOf({ form_data: '{"fields":[]}', schema: null })).toEqual({ fields: [] });
  });
  it("validation rules and dependencies", () => {
    expect(formValidationRule.safeParse({ field_id: "f", rule_type: "pattern", rule_value: "^a" }).success).toBe(true);
    expect(formValidationRule.safeParse({ field_id: "f", rule_type: "regex", rule_value: "^a" }).success).toBe(false);
    const dep = { target_field_id: "t", source_field_id: "s", condition: "greater_than", condition_value: 3 };
    expect(formFieldDependency.parse({ ...dep, action: "require" }).action).toBe("require");
    expect(formFieldDependency.parse({ ...dep, action: "disable" }).action).toBe("disable");
    expect(formFieldDependency.parse({ ...dep, action: "hide" }).action).toBe("show");
    expect(formFieldDependency.parse({ ...dep, action: null }).action).toBe("show");
    expect(formFieldDependency.safeParse({ ...dep, condition: "isTrue", action: "show" }).success).toBe(false);
  });
});
