import { describe, expect, it } from "vitest";
import { ASSET_TYPE_COLOR_PALETTE, assetStatusBadgeVariant } from "../constants/assets";
import { assetInput, assetInputSchema } from "./assets";
import { assetTypeInput, assetTypeNameTakenMessage, barcodeSettingsInput, checkAssetTypeName } from "./assetTypes";
import {
  conversionFieldInput,
  conversionFieldInputFor,
  conversionFieldsInput,
  duplicateConversionField,
  fieldNameFromLabel,
  parseOptionLines,
} from "./conversionFields";

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe("asset type (spec 02 §5, §9)", () => {
  it("applies the defaults: #6E56CF, qr, barcodes off", () => {
    expect(assetTypeInput.parse({ name: " Paint " })).toEqual({
      name: "Paint",
      description: "",
      color: "#6E56CF",
      enableBarcodes: false,
      barcodeType: "qr",
      barcodePrefix: "",
    });
  });
  it("has a palette of 10", () => {
    expect(ASSET_TYPE_COLOR_PALETTE).toHaveLength(10);
    expect(ASSET_TYPE_COLOR_PALETTE[0]).toBe("#6E56CF");
    for (const color of ASSET_TYPE_COLOR_PALETTE)
      expect(assetTypeInput.safeParse({ name: "x", color }).success).toBe(true);
  });
  it.each([
    [{ name: "" }, "Asset type name is required"],
    [{ name: "   " }, "Asset type name is required"],
    [{}, "Asset type name is required"],
    [{ name: "x", color: "purple" }, "Colour must be a hex colour such as #6E56CF"],
    [{ name: "x", barcodePrefix: "ABCDEFGHIJK" }, "Barcode prefix must be 10 characters or fewer"],
  ])("%j → %s", (input, message) => {
    expect(messages(assetTypeInput.safeParse(input))).toEqual([message]);
  });
  it("barcode prefix up to 10 and barcode types qr/code128/code39", () => {
    expect(
      barcodeSettingsInput.parse({ barcodePrefix: "ABCDEFGHIJ", barcodeType: "code39", enableBarcodes: true }),
    ).toEqual({
      barcodePrefix: "ABCDEFGHIJ",
      barcodeType: "code39",
      enableBarcodes: true,
    });
    expect(barcodeSettingsInput.parse({ barcodePrefix: null }).barcodePrefix).toBe("");
    expect(barcodeSettingsInput.safeParse({ barcodeType: "ean13" }).success).toBe(false);
  });
  it("checks the name against the organization's types", () => {
    expect(checkAssetTypeName(" paint ", ["Paint", "Parts"])).toEqual({
      state: "invalid",
      message: 'An asset type named "paint" already exists in this organization.',
    });
    expect(checkAssetTypeName("Tools", ["Paint"])).toEqual({ state: "valid", message: "Name is available" });
    expect(checkAssetTypeName(" ", [])).toEqual({ state: "invalid", message: "Asset type name is required" });
    expect(assetTypeNameTakenMessage("X")).toBe('An asset type named "X" already exists in this organization.');
  });
  it.each([
    ["active", "default"],
    ["maintenance", "secondary"],
    ["retired", "destructive"],
    ["stored", "outline"],
  ])("status %s badge is %s", (status, variant) => {
    expect(assetStatusBadgeVariant(status)).toBe(variant);
  });
});

describe("conversion fields (spec 02 §5)", () => {
  const valid = { label: "Gallons per bucket", field_name: "convert_gallons", type: "number" };
  it.each([
    ["Gallons / Bucket", [], "gallons_bucket"],
    ["  Weight (kg) ", [], "weight_kg"],
    ["Weight", ["weight"], "weight_2"],
    ["Weight", ["weight", "weight_2"], "weight_3"],
    ["2nd Coat", [], "field_2nd_coat"],
    ["___", [], ""],
    ["_Total Gallons_", [], "total_gallons"],
    ["!!!", [], ""],
  ])("name from %j (taken %j) → %j", (label, taken, name) => {
    expect(fieldNameFromLabel(label, taken)).toBe(name);
  });
  it("accepts a valid field with defaults", () => {
    expect(conversionFieldInput.parse(valid)).toEqual({ ...valid, required: false, mappable: false, options: [] });
  });
  it.each([
    [{ label: "" }, "Label is required"],
    [{ label: undefined }, "Label is required"],
    [{ field_name: "" }, "Field name is required"],
    [{ field_name: "1abc" }, "Field name must start with letter and contain only letters, numbers, and underscores"],
    [{ field_name: "a-b" }, "Field name must start with letter and contain only letters, numbers, and underscores"],
    [{ type: "select", options: [] }, "Select fields must have at least one option"],
    [{ validation: { min: 5, max: 1 } }, "Minimum must not exceed maximum"],
  ])("%j → %s", (patch, message) => {
    expect(messages(conversionFieldInput.safeParse({ ...valid, ...patch }))).toContain(message);
  });
  it("accepts number bounds and select options", () => {
    expect(conversionFieldInput.safeParse({ ...valid, validation: { min: 1, max: 5 } }).success).toBe(true);
    expect(conversionFieldInput.safeParse({ ...valid, validation: { min: 1 } }).success).toBe(true);
    expect(conversionFieldInput.safeParse({ ...valid, type: "select", options: ["A"] }).success).toBe(true);
  });
  it("refuses a name used by another field", () => {
    expect(messages(conversionFieldInputFor(["convert_gallons"]).safeParse(valid))).toEqual([
      "Field name already exists",
    ]);
    expect(conversionFieldInputFor(["other"]).safeParse(valid).success).toBe(true);
    expect(messages(conversionFieldsInput.safeParse([valid, valid]))).toEqual(["Duplicate field name"]);
    expect(conversionFieldsInput.safeParse([valid, { ...valid, field_name: "b" }]).success).toBe(true);
  });
  it("splits options one per line, blanks dropped", () => {
    expect(parseOptionLines("Red\n\n  Blue \r\nGreen\n")).toEqual(["Red", "Blue", "Green"]);
  });
  it("duplicates with ' (Copy)' and '_copy'", () => {
    const field = { id: "f1", label: "Gallons", field_name: "gallons" };
    expect(duplicateConversionField(field, ["gallons"])).toEqual({
      label: "Gallons (Copy)",
      field_name: "gallons_copy",
    });
    expect(duplicateConversionField(field, ["gallons", "gallons_copy", "gallons_copy_2"]).field_name).toBe(
      "gallons_copy_3",
    );
  });
});

describe("asset form (spec 02 §5)", () => {
  const today = () => new Date("2025-06-15T12:00:00Z");
  const schema = assetInputSchema(today);
  const valid = { name: "Drill", asset_type_id: "t1" };
  it("applies defaults: cost and inventory 0, status active, unit each", () => {
    expect(schema.parse(valid)).toEqual({
      name: "Drill",
      asset_type_id: "t1",
      description: null,
      status: "active",
      serial_number: null,
      acquisition_date: null,
      parent_asset_id: null,
      location: null,
      location_details: null,
      distributor: null,
      cost: 0,
      current_inventory: 0,
      unit_type: "each",
      currency: "USD",
      conversion_values: {},
    });
  });
  it.each([
    ["", 0],
    [null, 0],
    [" 7 ", 7],
    [3, 3],
  ])("cost %j → %d", (cost, value) => {
    expect(schema.parse({ ...valid, cost: "12.5" }).cost).toBe(12.5);
    expect(schema.parse({ ...valid, cost, current_inventory: cost })).toMatchObject({
      cost: value,
      current_inventory: value,
    });
  });
  it.each([
    [{ name: "" }, "Name is required"],
    [{ asset_type_id: "" }, "Asset type is required"],
    [{ asset_type_id: undefined }, "Asset type is required"],
    [{ cost: "abc" }, "Cost must be a number"],
    [{ cost: "12.345" }, "Cost can have at most 2 decimal places"],
    [{ cost: "-4" }, "Price cannot be negative"],
    [{ current_inventory: "2.5" }, "Quantity must be a whole number"],
    [{ current_inventory: "1e3" }, "Quantity must be written in plain digits (no exponent such as 1e3)"],
    [{ acquisition_date: "2025-06-16" }, "Acquisition date cannot be in the future"],
    [{ acquisition_date: "1969-12-31" }, "Acquisition date cannot be before 1970"],
    [{ acquisition_date: "2025-02-30" }, "Please enter a valid date"],
    [
      { unit_type: "litre" },
      'Invalid option: expected one of "each"|"gallon"|"bucket"|"part"|"linear_foot"|"square_foot"|"pound"|"kilogram"|"box"|"case"|"set"',
    ],
  ])("%j → %s", (patch, message) => {
    expect(messages(schema.safeParse({ ...valid, ...patch }))).toContain(message);
  });
  it("the default schema reads today's date", () => {
    expect(assetInput.safeParse({ ...valid, acquisition_date: new Date().toISOString().slice(0, 10) }).success).toBe(
      true,
    );
    expect(assetInput.safeParse({ ...valid, acquisition_date: "2999-01-01" }).success).toBe(false);
  });
  it.each(["1970-01-01", "2025-06-15", ""])("acquisition date %j is allowed", (date) => {
    expect(schema.safeParse({ ...valid, acquisition_date: date }).success).toBe(true);
  });
  it.each([
    "each",
    "gallon",
    "bucket",
    "part",
    "linear_foot",
    "square_foot",
    "pound",
    "kilogram",
    "box",
    "case",
    "set",
  ])("unit %s", (unit_type) => {
    expect(schema.safeParse({ ...valid, unit_type }).success).toBe(true);
  });
  it.each(["active", "inactive", "maintenance", "retired", "stored"])("status %s", (status) => {
    expect(schema.safeParse({ ...valid, status }).success).toBe(true);
  });
});
