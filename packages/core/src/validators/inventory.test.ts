import { describe, expect, it } from "vitest";
import {
  canApplyCorrection,
  correctionInput,
  fallbackInventoryCheckInput,
  inventoryCheckInput,
  inventoryCreateInput,
  inventoryItemEditInput,
  manualCorrectionValue,
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
    ["abc", "Quantity must be a number"],
    ["", "Quantity is required"],
    ["2.5", "Quantity must be a whole number"],
    ["-3", "Quantity cannot be negative"],
  ])("quantity %j → %s", (quantity, message) => {
    expect(messages(inventoryCreateInput.safeParse({ quantity }))).toEqual([message]);
  });
  it.each(["active", "inactive", "maintenance", "reserved"])("status %s", (status) => {
    expect(inventoryCreateInput.parse({ status }).status).toBe(status);
  });
});

describe("edit inventory item", () => {
  it("needs a name and a whole quantity ≥ 0: an emptied field is a message, not a silent 0", () => {
    expect(inventoryItemEditInput.parse({ name: "Paint", quantity: "4" })).toMatchObject({
      name: "Paint",
      quantity: 4,
    });
    expect(messages(inventoryItemEditInput.safeParse({ name: "Paint", quantity: "" }))).toEqual([
      "Quantity is required",
    ]);
    expect(messages(inventoryItemEditInput.safeParse({ name: "Paint", quantity: null }))).toEqual([
      "Quantity is required",
    ]);
    expect(messages(inventoryItemEditInput.safeParse({ name: "Paint", quantity: "2.5" }))).toEqual([
      "Quantity must be a whole number",
    ]);
    expect(messages(inventoryItemEditInput.safeParse({ name: " ", quantity: 1 }))).toEqual(["Name is required"]);
    expect(messages(inventoryItemEditInput.safeParse({ name: "x", quantity: -1 }))).toEqual([
      "Quantity cannot be negative",
    ]);
  });
});

describe("record check (a whole number from 0; unparseable is a message, issue 21 §10)", () => {
  it.each([
    ["12", 12],
    [7, 7],
    [" 3 ", 3],
  ])("%j → %d", (value, quantity) => {
    expect(inventoryCheckInput.parse({ quantity: value }).quantity).toBe(quantity);
  });
  it.each([
    ["12.5kg", "Quantity must be a number"],
    ["abc", "Quantity must be a number"],
    ["", "Quantity is required"],
    [null, "Quantity is required"],
    [undefined, "Quantity is required"],
    [Number.NaN, "Quantity must be a number"],
    [Number.POSITIVE_INFINITY, "Quantity must be a number"],
    [{}, "Quantity must be a number"],
    [true, "Quantity must be a number"],
    [2.5, "Quantity must be a whole number"],
  ])("%j → %s", (value, message) => {
    expect(messages(inventoryCheckInput.safeParse({ quantity: value }))).toEqual([message]);
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
    [{ quantity: "-1" }, "Quantity cannot be negative"],
    [{ price: "-4" }, "Price cannot be negative"],
    [{ price: "1.005" }, "Price can have at most 2 decimal places"],
    [{ price: "abc" }, "Price must be a number"],
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
    expect(manualCorrectionValue.safeParse(-1).error?.issues[0]?.message).toBe("Enter a number of at least 0");
    expect(manualCorrectionValue.safeParse("").error?.issues[0]?.message).toBe("Enter a number of at least 0");
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
