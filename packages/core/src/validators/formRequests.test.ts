import { describe, expect, it } from "vitest";
import {
  assetTypeFormsInput,
  builderContextInput,
  DUPLICATE_FIELD_ID_MESSAGE,
  formBuilderDraft,
  formCreateRequest,
  formIdInput,
  formLinkInput,
  formListInput,
  formSubmissionsInput,
  formSubmitInput,
  formUnlinkInput,
  formUpdateRequest,
  MAX_FORM_FIELDS,
  MAX_SUBMISSION_BYTES,
  SUBMISSION_TOO_LARGE_MESSAGE,
  submitContextInput,
  TEST_VALUE_SET_NAME_REQUIRED_MESSAGE,
  testValueSetIdInput,
  testValueSetListInput,
  testValueSetSaveInput,
} from "./formRequests";
import {
  FORM_NOT_FOUND_MESSAGE,
  formNameTakenMessage,
  noLinkedFormMessage,
  SUBMISSION_NOT_FOUND_MESSAGE,
  TEST_VALUE_SET_NOT_FOUND_MESSAGE,
} from "./forms";

const ID = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";
const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];
const fields = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `field_${i + 1}`, type: "text" }));

describe("form messages (ours)", () => {
  it("quotes them", () => {
    expect(FORM_NOT_FOUND_MESSAGE).toBe("Form not found");
    expect(SUBMISSION_NOT_FOUND_MESSAGE).toBe("Submission not found");
    expect(TEST_VALUE_SET_NOT_FOUND_MESSAGE).toBe("Test value set not found");
    expect(DUPLICATE_FIELD_ID_MESSAGE).toBe("Each field needs its own id");
    expect(TEST_VALUE_SET_NAME_REQUIRED_MESSAGE).toBe("Test value set name is required");
    expect(SUBMISSION_TOO_LARGE_MESSAGE).toBe("The submission is too large");
    expect(formNameTakenMessage("Intake")).toBe('A form named "Intake" already exists in this organization.');
    expect(noLinkedFormMessage("inventory")).toBe("No inventory form is currently linked");
  });
});

describe("form create and update requests", () => {
  const valid = { name: "Intake", form_data: { fields: fields(2) } };
  it("create keeps core's form input, purpose 'other' by default", () => {
    expect(formCreateRequest.parse(valid)).toMatchObject({ name: "Intake", purpose: "other" });
    expect(formCreateRequest.parse({ ...valid, form_data: JSON.stringify(valid.form_data) }).form_data).toEqual(
      valid.form_data,
    );
    expect(messages(formCreateRequest.safeParse({ ...valid, name: " " }))).toEqual(["Form name is required"]);
  });
  it.each([
    [MAX_FORM_FIELDS, []],
    [MAX_FORM_FIELDS + 1, ["Form data must be a valid JSON object or string"]],
  ])("%i fields → %j", (n, expected) => {
    expect(MAX_FORM_FIELDS).toBe(500);
    expect(messages(formCreateRequest.safeParse({ ...valid, form_data: { fields: fields(n) } }))).toEqual(expected);
  });
  it.each([
    [{ fields: "none" }, ["Form data must be a valid JSON object or string"]],
    [{ fields: [{ id: "", type: "text" }] }, ["Form data must be a valid JSON object or string"]],
    [
      {
        fields: [
          { id: "a", type: "text" },
          { id: "a", type: "number" },
        ],
      },
      ["Each field needs its own id"],
    ],
    [{ fields: [] }, []],
  ])("form_data %j → %j", (formData, expected) => {
    expect(messages(formCreateRequest.safeParse({ ...valid, form_data: formData }))).toEqual(expected);
    expect(messages(formUpdateRequest.safeParse({ id: ID, form_data: formData }))).toEqual(expected);
  });
  it("an asset type id that is not an id answers 'Asset type not found'", () => {
    expect(formCreateRequest.safeParse({ ...valid, asset_type_id: ID }).success).toBe(true);
    expect(formCreateRequest.parse({ ...valid, asset_type_id: null }).asset_type_id).toBeNull();
    expect(messages(formCreateRequest.safeParse({ ...valid, asset_type_id: "paint" }))).toEqual([
      "Asset type not found",
    ]);
    expect(messages(formUpdateRequest.safeParse({ id: ID, asset_type_id: "paint" }))).toEqual(["Asset type not found"]);
  });
  it.each([
    [undefined, ["Form ID is required"]],
    ["", ["Form ID is required"]],
    ["   ", ["Form ID is required"]],
    ["form-1", ["Form not found"]],
    [` ${ID} `, []],
  ])("update id %j → %j", (id, expected) => {
    expect(messages(formUpdateRequest.safeParse({ id }))).toEqual(expected);
  });
  it("update without form_data leaves it alone", () => {
    expect(formUpdateRequest.parse({ id: ID, name: "New" })).toEqual({ id: ID, name: "New" });
  });
  it.each([
    [1000, true],
    [1001, false],
  ])("%i validation rules and dependencies valid: %s", (n, ok) => {
    const rules = Array.from({ length: n }, () => ({ field_id: "a", rule_type: "min", rule_value: 1 }));
    const deps = Array.from({ length: n }, () => ({ target_field_id: "a", source_field_id: "b", condition: "equals" }));
    expect(formCreateRequest.safeParse({ ...valid, validation_rules: rules }).success).toBe(ok);
    expect(formUpdateRequest.safeParse({ id: ID, dependencies: deps }).success).toBe(ok);
  });
});

describe("form ids, list and links", () => {
  it.each([
    ["formIdInput", "Form not found", (v: string) => formIdInput.safeParse({ id: v })],
    ["assetTypeFormsInput", "Asset type not found", (v: string) => assetTypeFormsInput.safeParse({ assetTypeId: v })],
    ["formLinkInput form", "Form not found", (v: string) => formLinkInput.safeParse({ assetTypeId: ID, formId: v })],
    [
      "formLinkInput asset type",
      "Asset type not found",
      (v: string) => formLinkInput.safeParse({ assetTypeId: v, formId: ID }),
    ],
    [
      "formUnlinkInput",
      "Asset type not found",
      (v: string) => formUnlinkInput.safeParse({ assetTypeId: v, purpose: "intake" }),
    ],
    [
      "formUnlinkInput form",
      "Form not found",
      (v: string) => formUnlinkInput.safeParse({ assetTypeId: ID, formId: v, purpose: "audit" }),
    ],
    ["builderContextInput form", "Form not found", (v: string) => builderContextInput.safeParse({ formId: v })],
    [
      "builderContextInput asset type",
      "Asset type not found",
      (v: string) => builderContextInput.safeParse({ assetTypeId: v }),
    ],
    ["testValueSetListInput", "Form not found", (v: string) => testValueSetListInput.safeParse({ formId: v })],
    ["testValueSetIdInput", "Test value set not found", (v: string) => testValueSetIdInput.safeParse({ id: v })],
    [
      "testValueSetSaveInput",
      "Test value set not found",
      (v: string) => testValueSetSaveInput.safeParse({ id: v, name: "Set" }),
    ],
    ["submitContextInput", "Form not found", (v: string) => submitContextInput.safeParse({ formId: v })],
    [
      "submitContextInput asset",
      "Asset not found",
      (v: string) => submitContextInput.safeParse({ formId: ID, assetId: v }),
    ],
    [
      "formSubmitInput form",
      "Form not found",
      (v: string) => formSubmitInput.safeParse({ formId: v, assetId: ID, values: {} }),
    ],
    [
      "formSubmitInput asset",
      "Asset not found",
      (v: string) => formSubmitInput.safeParse({ formId: ID, assetId: v, values: {} }),
    ],
    [
      "formSubmitInput submission",
      "Submission not found",
      (v: string) => formSubmitInput.safeParse({ formId: ID, assetId: ID, values: {}, submissionId: v }),
    ],
    ["formSubmissionsInput", "Form not found", (v: string) => formSubmissionsInput.safeParse({ formId: v })],
  ] as const)("%s: %s for a value that is not an id", (_name, message, parse) => {
    expect(parse(ID).success).toBe(true);
    expect(messages(parse("x1"))).toEqual([message]);
  });
  it("lists active forms unless archived ones are asked for", () => {
    expect(formListInput.parse(undefined)).toEqual({ archived: false });
    expect(formListInput.parse({})).toEqual({ archived: false });
    expect(formListInput.parse({ archived: true })).toEqual({ archived: true });
  });
  it("links with the purpose 'other' unless given; unlinking needs the purpose", () => {
    expect(formLinkInput.parse({ assetTypeId: ID, formId: ID })).toEqual({
      assetTypeId: ID,
      formId: ID,
      purpose: "other",
    });
    expect(formLinkInput.safeParse({ assetTypeId: ID, formId: ID, purpose: "sale" }).success).toBe(false);
    expect(formUnlinkInput.safeParse({ assetTypeId: ID }).success).toBe(false);
    expect(formUnlinkInput.parse({ assetTypeId: ID, purpose: "intake", formId: null })).toEqual({
      assetTypeId: ID,
      purpose: "intake",
      formId: null,
    });
  });
});

describe("test value sets", () => {
  it.each([
    [undefined, ["Test value set name is required"]],
    ["", ["Test value set name is required"]],
    ["  ", ["Test value set name is required"]],
    ["A", []],
    ["x".repeat(200), []],
  ])("name %j → %j", (name, expected) => {
    expect(messages(testValueSetSaveInput.safeParse({ name }))).toEqual(expected);
  });
  it("refuses a name over 200 characters", () => {
    expect(testValueSetSaveInput.safeParse({ name: "x".repeat(201) }).success).toBe(false);
  });
  it("keeps the values by field id, none by default", () => {
    expect(testValueSetSaveInput.parse({ name: " Set " })).toEqual({ name: "Set", values: {} });
    expect(testValueSetSaveInput.parse({ name: "Set", formId: null, values: { field_1: 3 } }).values).toEqual({
      field_1: 3,
    });
  });
});

describe("submissions", () => {
  const base = { formId: ID, assetId: ID };
  it("the submit page's query: workflow and action up to 50 characters", () => {
    expect(submitContextInput.parse({ formId: ID, type: "intake", action: "new" })).toEqual({
      formId: ID,
      type: "intake",
      action: "new",
    });
    expect(submitContextInput.safeParse({ formId: ID, type: "x".repeat(50) }).success).toBe(true);
    expect(submitContextInput.safeParse({ formId: ID, type: "x".repeat(51) }).success).toBe(false);
    expect(submitContextInput.safeParse({ formId: ID, action: "x".repeat(51) }).success).toBe(false);
    expect(formSubmitInput.safeParse({ ...base, values: {}, type: "x".repeat(51) }).success).toBe(false);
  });
  it("answers up to 512 KiB as JSON", () => {
    expect(MAX_SUBMISSION_BYTES).toBe(524_288);
    // {"a":"…"} is 8 characters around the text.
    const atLimit = { a: "x".repeat(MAX_SUBMISSION_BYTES - 8) };
    expect(JSON.stringify(atLimit)).toHaveLength(MAX_SUBMISSION_BYTES);
    expect(formSubmitInput.safeParse({ ...base, values: atLimit }).success).toBe(true);
    const over = { a: "x".repeat(MAX_SUBMISSION_BYTES - 7) };
    expect(messages(formSubmitInput.safeParse({ ...base, values: over }))).toEqual(["The submission is too large"]);
  });
  it.each([
    [undefined, 100],
    [1, 1],
    [500, 500],
  ])("lists %j submissions → %i", (limit, expected) => {
    expect(formSubmissionsInput.parse({ formId: ID, limit }).limit).toBe(expected);
  });
  it.each([0, 501, 2.5])("refuses a limit of %j", (limit) => {
    expect(formSubmissionsInput.safeParse({ formId: ID, limit }).success).toBe(false);
  });
});

describe("form builder draft", () => {
  const draft = {
    title: "Monthly Paint Count",
    description: "",
    purpose: "inventory",
    fields: [
      { id: "field_1", label: "Boxes", type: "number", required: true, mappable: false, inventory_action: "add" },
    ],
    rules: [{ field_id: "field_1", rule_type: "min", rule_value: 0, error_message: null }],
    dependencies: [],
  };
  const errors = (value: unknown) => {
    const result = formBuilderDraft.safeParse(value);
    return result.success ? [] : result.error.issues.map((i) => [i.path.join("."), i.message]);
  };

  it("accepts what the builder saves", () => {
    expect(errors(draft)).toEqual([]);
  });
  it("says 'Form title is required' under a blank title (spec 02 builder save)", () => {
    expect(errors({ ...draft, title: "   " })).toEqual([["title", "Form title is required"]]);
  });
  it("points at the field that is wrong", () => {
    expect(errors({ ...draft, fields: [{ ...draft.fields[0], type: "colour" }] }).map(([path]) => path)).toEqual([
      "fields.0.type",
    ]);
    expect(errors({ ...draft, purpose: "sale" }).map(([path]) => path)).toEqual(["purpose"]);
  });
});
