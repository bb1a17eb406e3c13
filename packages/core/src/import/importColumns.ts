/**
 * The columns of the asset import and of the "Export assets" file (issue 24): the export
 * writes exactly these headers, and the import maps a file's headers onto them. A type's
 * conversion fields are columns too (`conversion:<field_name>`, headed by the field name).
 */
export const IMPORT_BASE_FIELDS = [
  "external_id",
  "name",
  "asset_type",
  "description",
  "serial_number",
  "barcode",
  "status",
  "acquisition_date",
  "location",
  "location_details",
  "distributor",
  "cost",
  "currency",
  "quantity",
  "unit",
] as const;
export type ImportBaseField = (typeof IMPORT_BASE_FIELDS)[number];
export type ImportField = ImportBaseField | `conversion:${string}`;

/** The header each field is exported under (and the first name the import recognises). */
export const IMPORT_FIELD_HEADERS: Readonly<Record<ImportBaseField, string>> = {
  external_id: "External ID",
  name: "Name",
  asset_type: "Asset type",
  description: "Description",
  serial_number: "Serial number",
  barcode: "Barcode",
  status: "Status",
  acquisition_date: "Acquisition date",
  location: "Location",
  location_details: "Location details",
  distributor: "Distributor",
  cost: "Cost",
  currency: "Currency",
  quantity: "Quantity",
  unit: "Unit",
};

/** Other headers people use for the same field (compared after `normalizeHeader`). */
const SYNONYMS: Readonly<Record<ImportBaseField, readonly string[]>> = {
  external_id: ["externalid", "extid", "id", "externalreference", "reference", "ref"],
  name: ["name", "assetname", "itemname", "item", "title"],
  asset_type: ["assettype", "type", "assettypename", "category"],
  description: ["description", "desc", "details"],
  serial_number: ["serialnumber", "serial", "serialno", "sn"],
  barcode: ["barcode", "assetid", "assettag", "tag", "barcodevalue"],
  status: ["status", "state", "assetstatus"],
  acquisition_date: ["acquisitiondate", "acquired", "dateacquired", "purchasedate", "purchased"],
  location: ["location", "site", "place", "storagelocation"],
  location_details: ["locationdetails", "locationdetail", "bin", "shelf"],
  distributor: ["distributor", "supplier", "vendor"],
  cost: ["cost", "price", "unitprice", "currentprice", "unitcost"],
  currency: ["currency", "currencycode"],
  quantity: ["quantity", "qty", "stock", "currentinventory", "onhand", "quantityonhand", "count"],
  unit: ["unit", "unittype", "units", "uom", "unitofmeasure"],
};

/** The keys rows are matched to existing assets by (issue 24 §4). */
export const IMPORT_MATCH_KEYS = ["barcode", "serial_number", "external_id"] as const;
export type ImportMatchKey = (typeof IMPORT_MATCH_KEYS)[number];

/** Lower case, letters and digits only: "Serial No." → "serialno". */
export function normalizeHeader(header: string): string {
  return header
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

export function conversionField(fieldName: string): ImportField {
  return `conversion:${fieldName}`;
}

export function isImportField(value: string, conversionFieldNames: readonly string[]): value is ImportField {
  if ((IMPORT_BASE_FIELDS as readonly string[]).includes(value)) return true;
  return value.startsWith("conversion:") && conversionFieldNames.includes(value.slice("conversion:".length));
}

/** A file's column → field (null: the column is not imported), one entry per header. */
export type ImportMapping = (ImportField | null)[];

/**
 * Maps headers to fields automatically: a header matches a field by its exported header, a
 * synonym, or (for conversion fields) the field name or label; each field is taken once,
 * by the first header that names it.
 */
export function autoMapHeaders(
  headers: readonly string[],
  conversionFields: readonly { field_name: string; label: string }[],
): ImportMapping {
  const byName = new Map<string, ImportField>();
  for (const field of IMPORT_BASE_FIELDS) {
    byName.set(normalizeHeader(IMPORT_FIELD_HEADERS[field]), field);
    for (const s of SYNONYMS[field]) if (!byName.has(s)) byName.set(s, field);
  }
  for (const c of conversionFields) {
    for (const name of [c.field_name, c.label]) {
      const key = normalizeHeader(name);
      if (key && !byName.has(key)) byName.set(key, conversionField(c.field_name));
    }
  }
  const taken = new Set<ImportField>();
  return headers.map((h) => {
    const field = byName.get(normalizeHeader(h));
    if (!field || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}

/** The saved-mapping key of a header row: the same headers (in any order or case) reuse it. */
export function headerSignature(headers: readonly string[]): string {
  return headers.map(normalizeHeader).join("|");
}

/** Fields mapped twice: the message of the second column, by column index. */
export function mappingProblems(mapping: ImportMapping, headers: readonly string[]): string | null {
  const seen = new Map<ImportField, number>();
  for (const [i, field] of mapping.entries()) {
    if (field === null) continue;
    const first = seen.get(field);
    if (first !== undefined) {
      return `Columns "${headers[first]}" and "${headers[i]}" are both mapped to ${fieldLabel(field)}; map each field once.`;
    }
    seen.set(field, i);
  }
  if (![...seen.keys()].includes("name")) return "Map a column to Name: every asset needs a name.";
  return null;
}

export function fieldLabel(field: ImportField): string {
  if (field.startsWith("conversion:")) return field.slice("conversion:".length);
  return IMPORT_FIELD_HEADERS[field as ImportBaseField];
}

/** The upload bucket of import files, and its limit (issue 24 §1: 50 MB with a clear message). */
export const IMPORTS_BUCKET = "imports";
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;
export const IMPORT_TOO_LARGE_MESSAGE =
  "The file is larger than 50 MB. Split it into smaller files and import them one at a time.";
export const IMPORT_WRONG_TYPE_MESSAGE = "Choose a CSV file (.csv) or an Excel workbook (.xlsx).";
/** At most this many columns are read (a wider file is refused with a message). */
export const IMPORT_MAX_COLUMNS = 200;
