import { describe, expect, it } from "vitest";
import { ASSET_PAGE_SIZES, ASSET_SORTS, DEFAULT_ASSET_PAGE_SIZE } from "../constants/assets";
import {
  ASSET_OPTIONS_LIMIT,
  assetFormInput,
  assetIdInput,
  assetListInput,
  assetOptionsInput,
  assetUpdateInput,
  assetWriteInput,
} from "./assetRequests";
import { ASSET_NOT_FOUND_MESSAGE } from "./assets";

const ID = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";
const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe("asset grid query", () => {
  it("defaults to the first page of 25, by name ascending, every status, live assets", () => {
    expect(assetListInput.parse({})).toEqual({
      search: "",
      status: "all",
      archived: false,
      page: 1,
      pageSize: 25,
      sort: "name",
      direction: "asc",
    });
    expect(DEFAULT_ASSET_PAGE_SIZE).toBe(25);
    expect(ASSET_PAGE_SIZES).toEqual([10, 25, 50, 100]);
    expect(ASSET_SORTS).toEqual(["name", "status", "asset_type", "created_at", "updated_at"]);
  });
  it("trims the search", () => {
    expect(assetListInput.parse({ search: "  paint " }).search).toBe("paint");
  });
  it.each([
    [{ page: 1 }, true],
    [{ page: 0 }, false],
    [{ page: 100_000 }, true],
    [{ page: 100_001 }, false],
    [{ page: 1.5 }, false],
    [{ pageSize: 1 }, true],
    [{ pageSize: 0 }, false],
    [{ pageSize: 100 }, true],
    [{ pageSize: 101 }, false],
    [{ search: "x".repeat(200) }, true],
    [{ search: "x".repeat(201) }, false],
    [{ status: "retired" }, true],
    [{ status: "stored" }, false],
    [{ sort: "updated_at", direction: "desc" }, true],
    [{ sort: "cost" }, false],
    [{ direction: "up" }, false],
    [{ assetTypeId: null }, true],
    [{ assetTypeId: ID }, true],
  ])("%j valid: %s", (input, ok) => {
    expect(assetListInput.safeParse(input).success).toBe(ok);
  });
  it("an asset type id that is not an id answers 'Asset type not found'", () => {
    expect(messages(assetListInput.safeParse({ assetTypeId: "paint" }))).toEqual(["Asset type not found"]);
  });
});

describe("asset ids", () => {
  it.each([
    ["assetIdInput", (v: string) => assetIdInput.safeParse({ id: v })],
    [
      "assetUpdateInput",
      (v: string) => assetUpdateInput.safeParse({ id: v, values: { name: "A", asset_type_id: ID } }),
    ],
    ["assetOptionsInput excludeId", (v: string) => assetOptionsInput.safeParse({ excludeId: v })],
    ["assetOptionsInput includeId", (v: string) => assetOptionsInput.safeParse({ includeId: v })],
  ])("%s: 'Asset not found' for a value that is not an id", (_name, parse) => {
    expect(parse(ID).success).toBe(true);
    expect(messages(parse("42"))).toEqual(["Asset not found"]);
    expect(ASSET_NOT_FOUND_MESSAGE).toBe("Asset not found");
  });
  it("the parent picker searches at most 50 and never lists everything", () => {
    expect(ASSET_OPTIONS_LIMIT).toBe(50);
    expect(assetOptionsInput.parse({ search: " a " })).toEqual({ search: "a" });
    expect(assetOptionsInput.safeParse({ search: "x".repeat(201) }).success).toBe(false);
    expect(assetOptionsInput.parse({ excludeId: null, includeId: undefined })).toEqual({ search: "", excludeId: null });
  });
});

describe("asset form as the server stores it", () => {
  const valid = { name: "Bucket", asset_type_id: ID };
  it("keeps core's asset form", () => {
    const parsed = assetWriteInput.parse({ ...valid, current_inventory: "3", cost: "" });
    expect(parsed).toMatchObject({ name: "Bucket", asset_type_id: ID, current_inventory: 3, cost: 0 });
    expect(messages(assetWriteInput.safeParse({ name: "Bucket", asset_type_id: "" }))).toEqual([
      "Asset type is required",
    ]);
  });
  it.each([
    [{ asset_type_id: "paint" }, ["Asset type not found"]],
    [{ parent_asset_id: "p-1" }, ["Asset not found"]],
    [{ parent_asset_id: ID }, []],
    [{ parent_asset_id: "" }, []],
    [{ current_inventory: 1.5 }, ["Quantity must be a whole number"]],
    [{ current_inventory: -1 }, ["Quantity cannot be negative"]],
    [{ current_inventory: 0 }, []],
    [{ current_inventory: 1 }, []],
    [{ cost: -0.01 }, ["Price cannot be negative"]],
    [{ cost: 0 }, []],
    [{ cost: 0.01 }, []],
    [
      { asset_type_id: "x", parent_asset_id: "y", current_inventory: -2, cost: -1 },
      ["Price cannot be negative", "Quantity cannot be negative"],
    ],
  ])("%j → %j", (patch, expected) => {
    expect(messages(assetWriteInput.safeParse({ ...valid, ...patch }))).toEqual(expected);
  });
});

describe("asset form in the browser (spec 02 §5 'Asset form')", () => {
  const fields = [
    { field_name: "coats", label: "Coats", required: true },
    { field_name: "colour_code", label: "Colour code", required: false },
  ];
  const issues = (values: Record<string, unknown>) =>
    (assetFormInput((typeId) => (typeId === ID ? fields : [])).safeParse(values).error?.issues ?? []).map((i) => [
      i.path.join("."),
      i.message,
    ]);

  it("asks for the type's required conversion values by their label", () => {
    const base = { name: "Harbor White", asset_type_id: ID };
    expect(issues({ ...base, conversion_values: {} })).toEqual([["conversion_values.coats", "Coats is required"]]);
    expect(issues({ ...base, conversion_values: { coats: "" } })).toEqual([
      ["conversion_values.coats", "Coats is required"],
    ]);
    expect(issues({ ...base, conversion_values: { coats: 2 } })).toEqual([]);
    // Another type's fields do not apply.
    expect(issues({ ...base, asset_type_id: "8c1b1d5e-4f89-41d3-9a0c-0305e82c3302", conversion_values: {} })).toEqual(
      [],
    );
  });

  it("gives the server's messages for the asset's own fields", () => {
    expect(issues({ name: " ", asset_type_id: "", cost: -1, conversion_values: { coats: 1 } })).toEqual([
      ["name", "Name is required"],
      ["asset_type_id", "Asset type is required"],
      ["cost", "Price cannot be negative"],
    ]);
  });
});
