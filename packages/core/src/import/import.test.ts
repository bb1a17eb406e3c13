import { describe, expect, it } from "vitest";
import { writeCsv } from "../csv/writeCsv";
import { ASSET_TYPE_REQUIRED_MESSAGE } from "../validators/assets";
import {
  autoMapHeaders,
  headerSignature,
  IMPORT_BASE_FIELDS,
  IMPORT_FIELD_HEADERS,
  mappingProblems,
} from "./importColumns";
import {
  CURRENCY_MESSAGE,
  DuplicateKeys,
  diffImportValues,
  IMPORT_CELL_MAX_LENGTH,
  type ImportAssetValues,
  STATUS_MESSAGE,
  UNIT_MESSAGE,
  unescapeFormulaCell,
  unknownTypeMessage,
  validateImportRow,
} from "./importRow";

const tool = {
  name: "Tools",
  conversionFields: [{ field_name: "convert_weight", label: "Weight", type: "number", required: false }],
};
const options = {
  defaultTypeName: null,
  typeOf: (name: string) => (name === "Tools" ? (tool as never) : null),
  allowNewTypes: false,
  today: () => new Date("2026-06-01T00:00:00Z"),
};

describe("header auto-mapping", () => {
  it("maps the export's own headers back to their fields", () => {
    const headers = IMPORT_BASE_FIELDS.map((f) => IMPORT_FIELD_HEADERS[f]);
    expect(autoMapHeaders(headers, [])).toEqual([...IMPORT_BASE_FIELDS]);
  });
  it("maps synonyms, case and punctuation aside, each field once, and conversion fields by name or label", () => {
    expect(
      autoMapHeaders(["Item Name", "QTY", "Serial No.", "Price", "Weight", "Qty", "Colour"], tool.conversionFields),
    ).toEqual(["name", "quantity", "serial_number", "cost", "conversion:convert_weight", null, null]);
  });
  it("keys saved mappings by the headers, not their case", () => {
    expect(headerSignature(["Name", "Qty"])).toBe(headerSignature(["name", "QTY"]));
  });
  it("refuses a field mapped twice and a mapping without a name", () => {
    expect(mappingProblems(["name", "name"], ["A", "B"])).toBe(
      'Columns "A" and "B" are both mapped to Name; map each field once.',
    );
    expect(mappingProblems(["quantity", null], ["A", "B"])).toBe("Map a column to Name: every asset needs a name.");
  });
});

describe("row validation uses the asset form's and the quantity rule's messages", () => {
  it.each([
    ["1,5", 'Quantity must use "." for decimals and no thousands separators'],
    ["-3", "Quantity cannot be negative"],
    ["2.5", "Quantity must be a whole number"],
    ["abc", "Quantity must be a number"],
  ])("quantity %s → %s", (quantity, message) => {
    const r = validateImportRow({ name: "Drill", asset_type: "Tools", quantity }, null, options);
    expect(r).toEqual({ ok: false, errors: [{ field: "quantity", message }] });
  });
  it("gives the form's messages for name, cost and dates, and its own for status, unit, currency and type", () => {
    const r = validateImportRow(
      {
        name: " ",
        asset_type: "Nope",
        cost: "-1",
        acquisition_date: "2099-01-01",
        status: "lost",
        unit: "furlong",
        currency: "dollars",
      },
      null,
      options,
    );
    expect(r.ok).toBe(false);
    const messages = r.ok ? [] : r.errors.map((e) => `${e.field}: ${e.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        "name: Name is required",
        `asset_type: ${unknownTypeMessage("Nope")}`,
        "cost: Price cannot be negative",
        "acquisition_date: Acquisition date cannot be in the future",
        `status: ${STATUS_MESSAGE}`,
        `unit: ${UNIT_MESSAGE}`,
        `currency: ${CURRENCY_MESSAGE}`,
      ]),
    );
  });
  it("needs a type from the row or the import", () => {
    const r = validateImportRow({ name: "Drill" }, null, options);
    expect(r).toEqual({ ok: false, errors: [{ field: "asset_type", message: ASSET_TYPE_REQUIRED_MESSAGE }] });
    expect(validateImportRow({ name: "Drill" }, null, { ...options, defaultTypeName: "Tools" }).ok).toBe(true);
  });
  it("refuses a cell over the length limit by its column", () => {
    const r = validateImportRow({ name: "x".repeat(IMPORT_CELL_MAX_LENGTH + 1), asset_type: "Tools" }, null, options);
    expect(r).toEqual({ ok: false, errors: [{ field: "name", message: "Name is longer than 10000 characters" }] });
  });
  it("reads a new asset with the form's defaults and a conversion value by the type's rule", () => {
    const r = validateImportRow(
      { name: "Drill", asset_type: "Tools", quantity: "7", "conversion:convert_weight": "2.5", unit: "Box" },
      null,
      options,
    );
    expect(r).toEqual({
      ok: true,
      values: expect.objectContaining({
        name: "Drill",
        asset_type: "Tools",
        status: "active",
        quantity: 7,
        cost: 0,
        unit: "box",
        currency: "USD",
        conversions: { convert_weight: 2.5 },
      }),
    });
  });
});

describe("updates", () => {
  const base: ImportAssetValues = {
    name: "Drill",
    asset_type: "Tools",
    description: "Cordless",
    serial_number: "S1",
    barcode: "B1",
    external_id: null,
    status: "active",
    acquisition_date: "2024-01-02",
    location: "Shelf",
    location_details: null,
    distributor: null,
    cost: 10,
    currency: "USD",
    quantity: 4,
    unit: "each",
    conversions: { convert_weight: 1 },
  };
  it("keeps what a blank cell leaves out and diffs what changes (old → new)", () => {
    const r = validateImportRow({ name: "Drill", description: "", quantity: "6", location: "Van" }, base, options);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(diffImportValues(base, r.values)).toEqual([
      { field: "location", old: "Shelf", new: "Van" },
      { field: "quantity", old: "4", new: "6" },
    ]);
  });
  it("finds nothing to change when the row says what the asset is", () => {
    const r = validateImportRow({ name: "Drill", cost: "10", quantity: "4", status: "active" }, base, options);
    expect(r.ok && diffImportValues(base, r.values)).toEqual([]);
  });
});

describe("keys and formula cells", () => {
  it("makes the second row with a key the error, naming the first", () => {
    const keys = new DuplicateKeys("barcode");
    expect(keys.check("B1", 2)).toBeNull();
    expect(keys.check(null, 3)).toBeNull();
    expect(keys.check("B1", 4)).toBe('Barcode "B1" is also in row 2; each row must have its own barcode');
  });
  it.each(["=1+1", "+49 30", "-3", "@home", "'=x", "''+y", "'plain", "plain"])(
    "reads back what writeCsv wrote for %j",
    (value) => {
      const csv = writeCsv(["v"], [[value]]);
      const cell = csv.split("\r\n")[1] as string;
      const unquoted = cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell;
      expect(unquoted.startsWith("'") || !/^[=+\-@]/.test(value)).toBe(true);
      expect(unescapeFormulaCell(unquoted)).toBe(value);
    },
  );
});
