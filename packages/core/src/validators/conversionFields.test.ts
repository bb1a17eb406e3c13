import { describe, expect, it } from "vitest";
import {
  conversionFieldDraftFor,
  conversionFieldDraftOf,
  FIELD_NAME_EXISTS_MESSAGE,
  LABEL_REQUIRED_MESSAGE,
  SELECT_OPTIONS_REQUIRED_MESSAGE,
} from "./conversionFields";

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe("conversion field dialog values", () => {
  it("a new field starts as a number field in add mode, with the name following the label", () => {
    expect(conversionFieldDraftOf(null)).toMatchObject({ type: "number", nameEdited: false, optionsText: "", min: "" });
  });

  it("round-trips an existing field through the draft", () => {
    const field = {
      label: "Size",
      field_name: "size",
      type: "select" as const,
      required: true,
      mappable: false,
      description: null,
      placeholder: null,
      options: ["S", "M"],
      validation: null,
      default_value: "M",
    };
    expect(conversionFieldDraftFor([]).parse(conversionFieldDraftOf(field))).toEqual(field);
  });

  it("puts each rule's message on the input that holds the value", () => {
    const draft = { ...conversionFieldDraftOf(null), type: "select" as const, field_name: "coats" };
    expect(messages(conversionFieldDraftFor(["coats"]).safeParse(draft))).toEqual({
      label: LABEL_REQUIRED_MESSAGE,
      field_name: FIELD_NAME_EXISTS_MESSAGE,
      optionsText: SELECT_OPTIONS_REQUIRED_MESSAGE,
    });
    const range = { ...conversionFieldDraftOf(null), label: "Coats", field_name: "coats", min: 5, max: 1 };
    expect(messages(conversionFieldDraftFor([]).safeParse(range))).toEqual({ max: "Minimum must not exceed maximum" });
  });

  it("reads the default value by the field's type; options one per line without blanks", () => {
    const base = { ...conversionFieldDraftOf(null), label: "Coats", field_name: "coats" };
    expect(conversionFieldDraftFor([]).parse({ ...base, defaultValue: "2" }).default_value).toBe(2);
    expect(conversionFieldDraftFor([]).parse({ ...base, type: "checkbox", defaultValue: "TRUE" }).default_value).toBe(
      true,
    );
    expect(conversionFieldDraftFor([]).parse({ ...base, type: "select", optionsText: " a \n\n b\n" }).options).toEqual([
      "a",
      "b",
    ]);
  });
});
