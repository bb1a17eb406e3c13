import { describe, expect, it } from "vitest";
import { opensInEditMode, purposesOf, submissionPurpose } from "./submissionPurpose";

describe("purposesOf", () => {
  it("adds the type's intake and inventory slots to the link rows' purposes", () => {
    const type = { intakeFormId: "f1", inventoryFormId: "f1" };
    expect([...purposesOf(["audit"], type, "f1")].sort()).toEqual(["audit", "intake", "inventory"]);
    expect([...purposesOf([], { intakeFormId: "f2", inventoryFormId: null }, "f1")]).toEqual([]);
  });
});

describe("submissionPurpose", () => {
  it.each([
    ["the URL asks for intake and the form has it", ["intake", "inventory"], "intake", "intake"],
    ["continue_inventory means the inventory purpose", ["intake", "inventory"], "continue_inventory", "inventory"],
    ["no type: inventory first", ["intake", "inventory"], undefined, "inventory"],
    ["no type, intake only", ["intake"], null, "intake"],
    ["the URL asks for a purpose the form lacks", ["intake"], "inventory", "intake"],
    ["other purposes: the first by name", ["transfer", "adjustment"], undefined, "adjustment"],
    ["no purposes at all", [], undefined, "other"],
  ])("%s", (_label, purposes, requested, expected) => {
    expect(submissionPurpose(new Set(purposes), requested)).toBe(expected);
  });
});

// Spec 02 §4 "Monthly inventory submission": "If the current month already has a submission
// for this form and asset, and the action is not 'new' and the type is not intake, the form
// opens in edit mode with previous values and updates that submission."
describe("opensInEditMode", () => {
  it.each([
    [true, undefined, "inventory", true],
    [true, null, "audit", true],
    [true, "new", "inventory", false],
    [true, undefined, "intake", false],
    [false, undefined, "inventory", false],
  ])("existing %s, action %s, purpose %s → %s", (existing, action, purpose, expected) => {
    expect(opensInEditMode({ existing, action, purpose })).toBe(expected);
  });
});
