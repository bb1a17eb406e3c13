import { describe, expect, it } from "vitest";
import {
  canApplyCorrection,
  correctionInput,
  fallbackInventoryCheckInput,
  inventoryCheckInput,
  inventoryCreateInput,
  inventoryItemEditInput,
  manualCorrectionValue,
  parseCheckQuantity,
  showsPriceReminder,
} from "./inventory";
import { checkReportExport, colorColumnInput, reportTemplateInput } from "./reports";

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe("inventory create (integer, minimum 0, defaults 0 and '')", () => {
  it("defaults", () => {
    expect(inventoryCreateInput.parse({})).toEqual({ quantity: 0, location: "", status: "active", notes: "" });
  });
  it.each([
    [0, true],
    ["5", true],
    [-1, false],
    [1.5, false],
    ["abc", false],
  ])("quantity %j → ok %s", (quantity, ok) => {
    expect(inventoryCreateInput.safeParse({ quantity }).success).toBe(ok);
  });
  it.each([
    [-1, "Quantity cannot be negative"],
    [1.5, "Quantity must be a whole number"],
    ["abc", "Quantity is required"],
    ["", "Quantity is required"],
  ])("quantity %j → %s", (quantity, message) => {
    expect(messages(inventoryCreateInput.safeParse({ quantity }))).toEqual([message]);
  });
  it.each(["active", "inactive", "maintenance", "reserved"])("status %s", (status) => {
    expect(inventoryCreateInput.parse({ status }).status).toBe(status);
  });
});

describe("edit inventory item", () => {
  it("needs a name; quantity integer ≥ 0 defaulting to 0", () => {
    expect(inventoryItemEditInput.parse({ name: "Paint", quantity: "" })).toMatchObject({ name: "Paint", quantity: 0 });
    expect(inventoryItemEditInput.parse({ name: "Paint", quantity: null })).toMatchObject({ quantity: 0 });
    expect(inventoryItemEditInput.parse({ name: "Paint" })).toMatchObject({ quantity: 0 });
    expect(messages(inventoryItemEditInput.safeParse({ name: " " }))).toEqual(["Name is required"]);
    expect(messages(inventoryItemEditInput.safeParse({ name: "x", quantity: -1 }))).toEqual([
      "Quantity cannot be negative",
    ]);
  });
});

describe("record check (minimum 0, 0 if unparseable)", () => {
  it.each([
    ["12", 12],
    ["12.5kg", 12.5],
    ["abc", 0],
    ["", 0],
    [null, 0],
    [7, 7],
    [Number.NaN, 0],
  ])("%j → %d", (value, quantity) => {
    expect(parseCheckQuantity(value)).toBe(quantity);
    expect(inventoryCheckInput.parse({ quantity: value }).quantity).toBe(quantity);
  });
  it("refuses negatives", () => {
    expect(messages(inventoryCheckInput.safeParse({ quantity: -0.5 }))).toEqual(["Quantity cannot be negative"]);
  });
  it("fallback form: quantity required min 0, condition excellent/good/fair/poor", () => {
    expect(fallbackInventoryCheckInput.parse({ quantity: "3", condition: "fair" })).toMatchObject({
      quantity: 3,
      condition: "fair",
    });
    expect(messages(fallbackInventoryCheckInput.safeParse({ quantity: "" }))).toEqual(["Quantity is required"]);
    expect(messages(fallbackInventoryCheckInput.safeParse({ quantity: -1 }))).toEqual(["Quantity cannot be negative"]);
    expect(fallbackInventoryCheckInput.safeParse({ quantity: 1, condition: "damaged" }).success).toBe(false);
  });
});

describe("correction", () => {
  const valid = { quantity: 4, reason: "Miscounted" };
  it("defaults currency USD and unit each", () => {
    expect(correctionInput.parse(valid)).toEqual({
      quantity: 4,
      reason: "Miscounted",
      currency: "USD",
      unit_type: "each",
    });
  });
  it.each([
    [{ reason: " " }, "Correction reason is required"],
    [{ reason: undefined }, "Correction reason is required"],
    [{ price: -0.01 }, "Price cannot be negative"],
    [{ quantity: -1 }, "Quantity cannot be negative"],
  ])("%j → %s", (patch, message) => {
    expect(messages(correctionInput.safeParse({ ...valid, ...patch }))).toEqual([message]);
  });
  it("price 0 is allowed", () => {
    expect(correctionInput.parse({ ...valid, price: "0" }).price).toBe(0);
  });
  it("apply is disabled until a reason; price reminder above 0", () => {
    expect(canApplyCorrection("  ")).toBe(false);
    expect(canApplyCorrection("x")).toBe(true);
    expect(showsPriceReminder(0, 5)).toBe(false);
    expect(showsPriceReminder(0.01, 5)).toBe(true);
    expect(showsPriceReminder(5, 5)).toBe(false);
    expect(showsPriceReminder(null, 5)).toBe(false);
  });
  it("manual correction must be a number of at least 0", () => {
    expect(manualCorrectionValue.parse("0")).toBe(0);
    expect(manualCorrectionValue.safeParse(-1).success).toBe(false);
    expect(manualCorrectionValue.safeParse("x").success).toBe(false);
    // The corrected quantity is an integer column: 2^31 was a server error before.
    expect(manualCorrectionValue.safeParse(2 ** 31).error?.issues[0]?.message).toMatch(/Quantity/);
  });
});

describe("reports (spec 02 §5)", () => {
  it("template needs a name", () => {
    expect(messages(reportTemplateInput.safeParse({ name: "" }))).toEqual(["Please enter a template name"]);
    expect(reportTemplateInput.parse({ name: "Monthly" })).toMatchObject({
      date_range_type: "current_month",
      view_mode: "latest",
      selected_fields: [],
    });
    expect(reportTemplateInput.safeParse({ name: "x", date_range_type: "yesterday" }).success).toBe(false);
  });
  it("colour column needs a name; default #3B82F6", () => {
    expect(messages(colorColumnInput.safeParse({ label: "" }))).toEqual(["Please enter a column name"]);
    expect(colorColumnInput.parse({ label: "Sep" })).toEqual({ label: "Sep", color: "#3B82F6" });
  });
  it.each([
    [0, [{ selected: true }], "No data to export"],
    [2, [{ selected: false }], "Please select at least one column to export"],
    [2, [], "Please select at least one column to export"],
    [2, [{ selected: false }, { selected: true }], null],
  ])("%d rows, %j → %s", (rows, columns, message) => {
    expect(checkReportExport(rows, columns)).toBe(message);
  });
});
