import { describe, expect, it } from "vitest";
import { tooLargeNumberMessage, tooLongMessage } from "../validators/limitMessages";
import {
  atLeastMessage,
  decimalsMessage,
  exponentMessage,
  notANumberMessage,
  notNegativeMessage,
  numberRequiredMessage,
  separatorMessage,
  wholeNumberMessage,
} from "../validators/numberText";
import { readFieldMessage, requiredMessage, validateFieldValue } from "./validateFormSubmission";

// Issue 26: a screen shows core's field messages in its language by reading them back. Each
// message is written here by core's own builders, so a reworded one fails this table.
describe("readFieldMessage reads back every field message core writes", () => {
  const label = "Weight (kg)";
  it.each([
    [requiredMessage(label), { kind: "required" }],
    [requiredMessage(label, true), { kind: "requiredWithPeriod" }],
    [numberRequiredMessage(label), { kind: "required" }],
    [notANumberMessage(label), { kind: "notANumber" }],
    [wholeNumberMessage(label), { kind: "wholeNumber" }],
    [notNegativeMessage(label), { kind: "notNegative" }],
    [exponentMessage(label), { kind: "plainDigits" }],
    [separatorMessage(label, ","), { kind: "decimalSign", sign: "," }],
    [atLeastMessage(label, 0), { kind: "atLeast", n: 0 }],
    [atLeastMessage(label, -2.5), { kind: "atLeast", n: -2.5 }],
    [tooLargeNumberMessage(label, 2_147_483_647), { kind: "atMost", n: 2_147_483_647 }],
    [tooLongMessage(label, 10_000), { kind: "atMostCharacters", n: 10_000 }],
    [decimalsMessage(label, 2), { kind: "decimalPlaces", n: 2 }],
  ])("%s", (message, parts) => {
    expect(readFieldMessage(label, message)).toEqual(parts);
  });

  it("reads the form rules' own messages (min/max on numbers and on text, pattern)", () => {
    const number = { id: "f1", label: "Counted", type: "number" };
    const text = { id: "f2", label: "Note", type: "text" };
    const read = (field: typeof number, value: unknown, rule: Parameters<typeof validateFieldValue>[2]) =>
      readFieldMessage(field.label, validateFieldValue(field, value, rule) ?? "");
    expect(read(number, 1, [{ rule_type: "min", rule_value: 5 }])).toEqual({ kind: "atLeast", n: 5 });
    expect(read(number, 9, [{ rule_type: "max", rule_value: 5 }])).toEqual({ kind: "atMost", n: 5 });
    expect(read(text, "a", [{ rule_type: "min", rule_value: 3 }])).toEqual({ kind: "atLeastCharacters", n: 3 });
    expect(read(text, "abcdef", [{ rule_type: "max", rule_value: 3 }])).toEqual({ kind: "atMostCharacters", n: 3 });
    expect(read(text, "x", [{ rule_type: "pattern", rule_value: "^\\d+$" }])).toEqual({ kind: "invalidFormat" });
    expect(read(number, "", [])).toBeNull();
    expect(readFieldMessage("Counted", validateFieldValue({ ...number, required: true }, "") ?? "")).toEqual({
      kind: "required",
    });
  });

  it("an admin's own message, or another field's, is not one of core's", () => {
    expect(readFieldMessage("Counted", "Please count the boxes, not the cans")).toBeNull();
    expect(readFieldMessage("Counted", "Weight is required")).toBeNull();
    expect(readFieldMessage("Counted", "Counted constructor")).toBeNull();
  });
});
