import { describe, expect, it } from "vitest";
import { MOBILE_WORKFLOW_OPTIONS, mobileFormSubmitPath } from "../constants/mobile";
import { scanDestination } from "./scanDestination";

const now = new Date("2025-01-15T10:00:00Z");

describe("scan destination (spec 02 §2)", () => {
  it.each([
    ["i1", true, "qr", "/inventory/item/i1?month=2025-01&edit=1"],
    ["i1", true, "chooser", "/inventory/item/i1?month=2025-01&edit=1"],
    ["i1", false, "qr", "/inventory/action/a1"],
    ["i1", false, "chooser", "/inventory/add/a1"],
    [null, true, "qr", "/inventory/action/a1"],
  ] as const)("item %j, checked %s, from %s → %s", (inventoryItemId, hasCheckThisMonth, from, path) => {
    expect(scanDestination({ assetId: "a1", inventoryItemId, hasCheckThisMonth, now, from })).toBe(path);
  });
});

describe("mobile workflow", () => {
  it("has the three options and their sub-labels", () => {
    expect(MOBILE_WORKFLOW_OPTIONS.map((o) => o.subLabel)).toEqual([
      "Add new items",
      "Count inventory",
      "Update this month",
    ]);
  });
  it("builds the submit path with action continue by default", () => {
    expect(mobileFormSubmitPath("f 1", "intake")).toBe(
      "/forms/submit/f%201?fromMobileQR=true&type=intake&action=continue",
    );
    expect(mobileFormSubmitPath("f1", "inventory", "new")).toBe(
      "/forms/submit/f1?fromMobileQR=true&type=inventory&action=new",
    );
  });
});
