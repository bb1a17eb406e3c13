import { describe, expect, it } from "vitest";
import { checkTypeFor, isCorrectableEvent } from "./stockEvents";

describe("checkTypeFor", () => {
  it.each([
    [{ type: "intake" as const }, "initial"],
    [{ type: "audit" as const }, "periodic"],
    [{ type: "check" as const }, "periodic"],
    [{ type: "removal" as const, checkType: "diagnostic" as const }, "diagnostic"],
  ])("%j → %s", (event, expected) => {
    expect(checkTypeFor(event)).toBe(expected);
  });
});

describe("isCorrectableEvent (spec 02 §4: every event but intake)", () => {
  it.each([
    ["intake", false],
    ["audit", true],
    ["check", true],
    ["addition", true],
    ["removal", true],
    ["transfer", true],
    ["disposal", true],
    ["adjustment", true],
  ])("%s → %s", (type, expected) => {
    expect(isCorrectableEvent(type)).toBe(expected);
  });
});
