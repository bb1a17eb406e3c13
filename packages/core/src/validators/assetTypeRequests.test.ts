import { describe, expect, it } from "vitest";
import { ASSET_TYPE_SORTS } from "../constants/assets";
import { SORT_DIRECTIONS } from "../constants/limits";
import {
  assetTypeIdInput,
  assetTypeListInput,
  assetTypeNameCheckInput,
  assetTypeUpdateInput,
  barcodeSettingsUpdateInput,
  conversionFieldsUpdateInput,
} from "./assetTypeRequests";
import { ASSET_TYPE_NOT_FOUND_MESSAGE } from "./assetTypes";

const ID = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";
const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe("asset type list query", () => {
  it("defaults to active types, newest first, with or without assets", () => {
    expect(assetTypeListInput.parse({})).toEqual({
      archived: false,
      sort: "created_at",
      direction: "desc",
      hasAssets: false,
    });
    expect(ASSET_TYPE_SORTS).toEqual(["name", "asset_count", "created_at", "deleted_at"]);
    expect(SORT_DIRECTIONS).toEqual(["asc", "desc"]);
  });
  it.each([
    [{ sort: "asset_count", direction: "asc" }, true],
    [{ sort: "deleted_at", archived: true }, true],
    [{ sort: "color" }, false],
    [{ direction: "sideways" }, false],
    [{ hasAssets: "yes" }, false],
  ])("%j valid: %s", (input, ok) => {
    expect(assetTypeListInput.safeParse(input).success).toBe(ok);
  });
});

describe("asset type ids", () => {
  const card = { name: "Paint" };
  it.each([
    ["assetTypeIdInput", (id: string) => assetTypeIdInput.safeParse({ id })],
    ["assetTypeUpdateInput", (id: string) => assetTypeUpdateInput.safeParse({ ...card, id })],
    ["barcodeSettingsUpdateInput", (id: string) => barcodeSettingsUpdateInput.safeParse({ id })],
    ["conversionFieldsUpdateInput", (id: string) => conversionFieldsUpdateInput.safeParse({ id, fields: [] })],
    ["assetTypeNameCheckInput", (id: string) => assetTypeNameCheckInput.safeParse({ name: "Paint", excludeId: id })],
  ])("%s: 'Asset type not found' for a value that is not an id", (_name, parse) => {
    expect(parse(ID).success).toBe(true);
    expect(messages(parse("7"))).toEqual(["Asset type not found"]);
    expect(ASSET_TYPE_NOT_FOUND_MESSAGE).toBe("Asset type not found");
  });
  it("the update inputs keep core's card rules", () => {
    expect(messages(assetTypeUpdateInput.safeParse({ id: ID, name: " " }))).toEqual(["Asset type name is required"]);
    expect(messages(barcodeSettingsUpdateInput.safeParse({ id: ID, barcodePrefix: "ABCDEFGHIJK" }))).toEqual([
      "Barcode prefix must be 10 characters or fewer",
    ]);
    expect(barcodeSettingsUpdateInput.parse({ id: ID, barcodePrefix: "ABCDEFGHIJ" }).barcodePrefix).toBe("ABCDEFGHIJ");
    const field = { label: "Gallons", field_name: "gallons", type: "number" };
    expect(
      messages(conversionFieldsUpdateInput.safeParse({ id: ID, fields: [field, { ...field, label: "Again" }] })),
    ).toEqual(["Duplicate field name"]);
  });
  it("the name check takes up to 200 characters and an optional type to leave out", () => {
    expect(assetTypeNameCheckInput.parse({ name: "x".repeat(200) })).toEqual({ name: "x".repeat(200) });
    expect(assetTypeNameCheckInput.safeParse({ name: "x".repeat(201) }).success).toBe(false);
    expect(assetTypeNameCheckInput.parse({ name: "Paint", excludeId: null }).excludeId).toBeNull();
  });
});
