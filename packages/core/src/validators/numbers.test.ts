import { describe, expect, it } from "vitest";
import { conversionNumberValues, conversionValueMessages } from "./assetRequests";
import { conversionFieldDraftFor, conversionFieldDraftOf } from "./conversionFields";
import { formValidationRule } from "./forms";
import {
  checkNumber,
  decimalSeparatorOf,
  type NumberRule,
  numberField,
  numberValueMessage,
  parseNumberText,
  readNumberValue,
} from "./numbers";

const quantity: NumberRule = { what: "Quantity", whole: true, min: 0, max: 1000, required: true };
const price: NumberRule = { what: "Price", min: 0, maxDecimals: 2 };
const anyNumber: NumberRule = { what: "Weight" };
const comma: NumberRule = { what: "Price", min: 0, decimalSeparator: "," };
const formMin: NumberRule = { what: "Count", min: 2, max: 9 };

const ok = (value: number | null) => ({ ok: true, value });
const no = (message: string) => ({ ok: false, message });

describe("parseNumberText: what was typed, or a message (never a changed number)", () => {
  it.each<[string, NumberRule, ReturnType<typeof ok> | ReturnType<typeof no>]>([
    ["12", quantity, ok(12)],
    [" 12 ", quantity, ok(12)],
    ["+12", quantity, ok(12)],
    ["0", quantity, ok(0)],
    ["-0", quantity, ok(0)],
    ["007", quantity, ok(7)],
    ["12.", anyNumber, ok(12)],
    [".5", anyNumber, ok(0.5)],
    ["-3", anyNumber, ok(-3)],
    ["\u22123", anyNumber, ok(-3)],
    ["2.5", anyNumber, ok(2.5)],
    ["", anyNumber, ok(null)],
    ["   ", anyNumber, ok(null)],
    ["", quantity, no("Quantity is required")],
    ["-3", quantity, no("Quantity cannot be negative")],
    ["\u22123", quantity, no("Quantity cannot be negative")],
    ["2.5", quantity, no("Quantity must be a whole number")],
    ["1001", quantity, no("Quantity must be at most 1,000")],
    ["1e3", quantity, no("Quantity must be written in plain digits (no exponent such as 1e3)")],
    ["1.5E-2", anyNumber, no("Weight must be written in plain digits (no exponent such as 1e3)")],
    ["abc", quantity, no("Quantity must be a number")],
    ["e3", quantity, no("Quantity must be a number")],
    ["1 000", quantity, no("Quantity must be a number")],
    ["--3", anyNumber, no("Weight must be a number")],
    ["-", anyNumber, no("Weight must be a number")],
    [".", anyNumber, no("Weight must be a number")],
    ["1.2.3", anyNumber, no("Weight must be a number")],
    ["Infinity", anyNumber, no("Weight must be a number")],
    ["NaN", anyNumber, no("Weight must be a number")],
    ["0x10", anyNumber, no("Weight must be a number")],
    ["12kg", anyNumber, no("Weight must be a number")],
    // A comma in an English locale is neither dropped ("15") nor guessed ("1.5").
    ["1,5", price, no('Price must use "." for decimals and no thousands separators')],
    ["1,000", price, no('Price must use "." for decimals and no thousands separators')],
    ["-4", price, no("Price cannot be negative")],
    ["1.005", price, no("Price can have at most 2 decimal places")],
    ["1.25", price, ok(1.25)],
    // A decimal-comma locale (de, fr, es) reads "1,5" as 1.5 and refuses the point.
    ["1,5", comma, ok(1.5)],
    [",5", comma, ok(0.5)],
    ["1.5", comma, no('Price must use "," for decimals and no thousands separators')],
    ["1.000,5", comma, no('Price must use "," for decimals and no thousands separators')],
    ["1,5e3", comma, no("Price must be written in plain digits (no exponent such as 1e3)")],
    // Form rules: 'must be at least N' / 'at most N'.
    ["1", formMin, no("Count must be at least 2")],
    ["10", formMin, no("Count must be at most 9")],
    ["2", formMin, ok(2)],
  ])("%j by %j → %j", (text, rule, expected) => {
    expect(parseNumberText(text, rule)).toEqual(expected);
  });

  it("uses the rule's own messages when given", () => {
    const rule: NumberRule = {
      what: "Quantity",
      min: 0,
      max: 5,
      required: true,
      minMessage: "min!",
      maxMessage: "max!",
      requiredMessage: "req!",
    };
    expect(parseNumberText("-1", rule)).toEqual(no("min!"));
    expect(parseNumberText("6", rule)).toEqual(no("max!"));
    expect(parseNumberText("", rule)).toEqual(no("req!"));
  });
});

describe("checkNumber and readNumberValue: numbers from a client", () => {
  it.each<[unknown, NumberRule, string | null]>([
    [3, quantity, null],
    [Number.NaN, quantity, "Quantity must be a number"],
    [Number.POSITIVE_INFINITY, quantity, "Quantity must be a number"],
    [Number.NEGATIVE_INFINITY, anyNumber, "Weight must be a number"],
    [2.5, quantity, "Quantity must be a whole number"],
    [-1, quantity, "Quantity cannot be negative"],
    [1.005, price, "Price can have at most 2 decimal places"],
    [1e-7, price, "Price can have at most 2 decimal places"],
    [1e21, price, null],
    [0.1, price, null],
    [null, quantity, "Quantity is required"],
    [undefined, quantity, "Quantity is required"],
    [null, anyNumber, null],
    [{}, quantity, "Quantity must be a number"],
    [true, quantity, "Quantity must be a number"],
    [[3], quantity, "Quantity must be a number"],
    ["abc", quantity, "Quantity must be a number"],
    ["4", quantity, null],
  ])("%j by %j → %j", (value, rule, message) => {
    expect(numberValueMessage(value, rule)).toBe(message);
    if (typeof value === "number") expect(checkNumber(value, rule)).toBe(message);
  });
  it("gives the number it read", () => {
    expect(readNumberValue("4", quantity)).toEqual(ok(4));
    expect(readNumberValue(4, quantity)).toEqual(ok(4));
  });
});

describe("numberField: the zod schema screens and server share", () => {
  const schema = numberField(quantity);
  it.each<[unknown, number]>([
    ["12", 12],
    [12, 12],
  ])("%j → %d", (value, n) => {
    expect(schema.parse(value)).toBe(n);
  });
  it.each<[unknown, string]>([
    ["-3", "Quantity cannot be negative"],
    [Number.NaN, "Quantity must be a number"],
    ["", "Quantity is required"],
  ])("%j → %s", (value, message) => {
    expect(schema.safeParse(value).error?.issues.map((i) => i.message)).toEqual([message]);
  });
  it("optional fields give null for empty", () => {
    expect(numberField(price).parse("")).toBeNull();
  });
});

describe("decimalSeparatorOf", () => {
  it.each([
    ["en-US", "."],
    ["de-DE", ","],
    ["fr-FR", ","],
    ["es-ES", ","],
  ])("%s → %s", (locale, separator) => {
    expect(decimalSeparatorOf(locale)).toBe(separator);
  });
});

describe("the schemas that read typed numbers by the rule", () => {
  const weight = { field_name: "weight", label: "Weight", type: "number", validation: { min: 1, max: 50 } };
  const note = { field_name: "note", label: "Note", type: "text" };
  it("conversion values: number fields by their own min/max, other types untouched", () => {
    expect(conversionValueMessages([weight, note], { weight: "2.5", note: "-3" })).toEqual({});
    expect(conversionValueMessages([weight], { weight: "0" })).toEqual({ weight: "Weight must be at least 1" });
    expect(conversionValueMessages([weight], { weight: 51 })).toEqual({ weight: "Weight must be at most 50" });
    expect(conversionValueMessages([weight], { weight: "1e3" })).toEqual({
      weight: "Weight must be written in plain digits (no exponent such as 1e3)",
    });
    expect(conversionValueMessages([weight], { weight: "" })).toEqual({});
    expect(conversionNumberValues([weight, note], { weight: "2.5", note: "7" })).toEqual({ weight: 2.5, note: "7" });
    expect(conversionNumberValues([weight], { weight: "x" })).toEqual({ weight: "x" });
  });
  it("conversion field dialog: minimum, maximum and default typed as text", () => {
    const schema = conversionFieldDraftFor([]);
    const draft = { ...conversionFieldDraftOf(null), label: "Weight", field_name: "weight" };
    expect(schema.parse({ ...draft, min: "1.5", max: "", defaultValue: "2" })).toMatchObject({
      validation: { min: 1.5, max: null },
      default_value: 2,
    });
    const messages = schema.safeParse({ ...draft, min: "abc", max: "1e3", defaultValue: "1,5" }).error?.issues;
    expect(messages?.map((i) => [i.path[0], i.message])).toEqual([
      ["min", "Minimum must be a number"],
      ["max", "Maximum must be written in plain digits (no exponent such as 1e3)"],
      ["defaultValue", 'Default value must use "." for decimals and no thousands separators'],
    ]);
    expect(schema.parse({ ...draft, type: "text", min: "abc" }).validation).toBeNull();
  });
  it("form rules: a minimum or maximum is a number, a pattern is text", () => {
    const rule = { field_id: "f", error_message: null };
    expect(formValidationRule.parse({ ...rule, rule_type: "min", rule_value: "3" }).rule_value).toBe(3);
    expect(formValidationRule.parse({ ...rule, rule_type: "pattern", rule_value: "^a" }).rule_value).toBe("^a");
    expect(
      formValidationRule.safeParse({ ...rule, rule_type: "max", rule_value: "abc" }).error?.issues[0]?.message,
    ).toBe("Maximum must be a number");
    expect(formValidationRule.safeParse({ ...rule, rule_type: "min", rule_value: "" }).error?.issues[0]?.message).toBe(
      "Minimum is required",
    );
  });
});
