import { describe, expect, it } from "vitest";
import {
  historyQuantityDisplay,
  isGallonAssetType,
  quantityBand,
  STOCK_THRESHOLDS,
  showsHighStockBanner,
  snapshotStatusForQuantity,
  stockLevel,
  stockLevelLabel,
  unitLabel,
} from "./stockLevel";

describe("stock level (spec 02 §9: out at 0, low at 10 or less, high at 50 or more)", () => {
  it("has the spec's thresholds", () => {
    expect(STOCK_THRESHOLDS).toEqual({ out: 0, low: 10, high: 50 });
  });
  it.each([
    [-1, "out", "Out of Stock"],
    [0, "out", "Out of Stock"],
    [1, "low", "Low Stock"],
    [10, "low", "Low Stock"],
    [10.5, "normal", "Normal"],
    [11, "normal", "Normal"],
    [49, "normal", "Normal"],
    [50, "high", "High Stock"],
    [51, "high", "High Stock"],
  ])("%d → %s (%s)", (quantity, level, label) => {
    expect(stockLevel(quantity)).toBe(level);
    expect(stockLevelLabel(quantity)).toBe(label);
  });
  it.each([
    [0, "out_of_stock"],
    [10, "low_stock"],
    [11, "active"],
    [500, "active"],
  ])("snapshot status of %d is %s", (quantity, status) => {
    expect(snapshotStatusForQuantity(quantity)).toBe(status);
  });
});

describe("quantity bands (low under 100, medium 100 to under 1000, high 1000 or more)", () => {
  it.each([
    [0, "low"],
    [99, "low"],
    [99.9, "low"],
    [100, "medium"],
    [999, "medium"],
    [1000, "high"],
    [1001, "high"],
  ])("%d → %s", (quantity, band) => {
    expect(quantityBand(quantity)).toBe(band);
  });
  it.each([
    [1000, false],
    [1000.5, true],
    [1001, true],
  ])("high-stock banner above 1000: %d → %s", (quantity, shown) => {
    expect(showsHighStockBanner(quantity)).toBe(shown);
  });
});

describe("unit label (paint, chemical or coating show gallons, else units)", () => {
  it.each([
    ["Paint", null, "gallons"],
    [" CHEMICAL ", "each", "gallons"],
    ["coating", undefined, "gallons"],
    ["Paints", null, "units"],
    ["Parts", "box", "boxes"],
    ["Parts", "each", "units"],
    ["Tools", " Each ", "units"],
    ["Flooring", "square_foot", "square feet"],
    ["Parts", "  ", "units"],
    [null, null, "units"],
    [undefined, "kg", "kg"],
  ])("%j with unit %j → %s", (typeName, unit, label) => {
    expect(unitLabel(typeName, unit)).toBe(label);
  });
  it("matches types exactly, ignoring case", () => {
    expect(isGallonAssetType("Paint")).toBe(true);
    expect(isGallonAssetType("Interior Paint")).toBe(false);
  });
  it("shows exact_quantity for gallon types", () => {
    expect(historyQuantityDisplay({ assetTypeName: "paint", quantity: 3, exactQuantity: 2.75 })).toEqual({
      value: 2.75,
      unit: "gallons",
    });
    expect(historyQuantityDisplay({ assetTypeName: "paint", quantity: 3, exactQuantity: null })).toEqual({
      value: 3,
      unit: "gallons",
    });
    expect(historyQuantityDisplay({ assetTypeName: "parts", quantity: 3, exactQuantity: 2.75, unit: "box" })).toEqual({
      value: 3,
      unit: "boxes",
    });
  });
});
