import { ASSET_STATUSES, type AssetStatus, UNIT_TYPES, type UnitType } from "../constants/assets";
import { conversionFieldDefault } from "../formula/assetCalculationFormulas";
import { conversionNumberValues, conversionValueMessages } from "../validators/assetRequests";
import { ASSET_TYPE_REQUIRED_MESSAGE, assetInputSchema } from "../validators/assets";
import type { ConversionFieldInput } from "../validators/conversionFields";
import { fieldLabel, type ImportField, type ImportMatchKey } from "./importColumns";

/** A cell longer than this is refused (the asset form's longest text is shorter). */
export const IMPORT_CELL_MAX_LENGTH = 10_000;

/**
 * The values of one asset as the import compares and writes them; also what the export
 * writes, so export → import reads back the same values.
 */
export interface ImportAssetValues {
  name: string;
  asset_type: string;
  description: string | null;
  serial_number: string | null;
  barcode: string | null;
  external_id: string | null;
  status: AssetStatus;
  acquisition_date: string | null;
  location: string | null;
  location_details: string | null;
  distributor: string | null;
  cost: number;
  currency: string;
  quantity: number;
  unit: UnitType;
  /** The type's conversion values by field name. */
  conversions: Record<string, unknown>;
}

export interface ImportRowError {
  field: ImportField | null;
  message: string;
}
export interface ImportChange {
  field: ImportField;
  old: string;
  new: string;
}

export interface ImportTypeInfo {
  name: string;
  conversionFields: readonly ConversionFieldInput[];
}

export type ImportRowResult = { ok: true; values: ImportAssetValues } | { ok: false; errors: ImportRowError[] };

export function unknownTypeMessage(name: string): string {
  return `Asset type "${name}" does not exist in this organization`;
}
export function noSuchConversionFieldMessage(type: string, field: string): string {
  return `Asset type "${type}" has no field "${field}"`;
}
export function cellTooLongMessage(label: string): string {
  return `${label} is longer than ${IMPORT_CELL_MAX_LENGTH} characters`;
}
export const STATUS_MESSAGE = `Status must be one of: ${ASSET_STATUSES.join(", ")}`;
export const UNIT_MESSAGE = `Unit must be one of: ${UNIT_TYPES.join(", ")}`;
export const CURRENCY_MESSAGE = "Currency must be a three-letter code such as USD";
export function duplicateKeyMessage(label: string, value: string, firstRow: number): string {
  return `${label} "${value}" is also in row ${firstRow}; each row must have its own ${label.toLowerCase()}`;
}

/**
 * What `writeCsv` adds to a text cell that starts with a formula character: one leading
 * single quote. Reading it back takes exactly that quote off (and only when a formula
 * character, possibly after more quotes, follows), so `=1+1` round-trips as `=1+1`.
 */
export function unescapeFormulaCell(cell: string): string {
  return /^'+[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

/** Built once: making the asset form's schema per row was most of a preview's time. */
const DEFAULT_ASSET_SCHEMA = assetInputSchema();

const ZOD_FIELD: Record<string, ImportField> = {
  name: "name",
  description: "description",
  serial_number: "serial_number",
  acquisition_date: "acquisition_date",
  location: "location",
  location_details: "location_details",
  distributor: "distributor",
  cost: "cost",
  current_inventory: "quantity",
};

/**
 * Reads one row by the asset form's own rules (core's `assetInputSchema`: names, dates,
 * cost and the quantity rule, so "1,5" and "-3" get the form's messages) over the asset it
 * updates (`base`, null for a new one). A blank cell keeps the current value of an existing
 * asset, and gives the form's default to a new one.
 */
export function validateImportRow(
  cells: Partial<Record<ImportField, string>>,
  base: ImportAssetValues | null,
  options: {
    defaultTypeName: string | null;
    typeOf: (name: string) => ImportTypeInfo | null;
    allowNewTypes: boolean;
    today?: () => Date;
  },
): ImportRowResult {
  const errors: ImportRowError[] = [];
  const given = (field: ImportField): string | undefined => {
    const v = cells[field];
    return v === undefined || v.trim() === "" ? undefined : v;
  };
  for (const [field, value] of Object.entries(cells) as [ImportField, string][]) {
    if (value.length > IMPORT_CELL_MAX_LENGTH) errors.push({ field, message: cellTooLongMessage(fieldLabel(field)) });
  }
  if (errors.length > 0) return { ok: false, errors };

  const typeName = given("asset_type")?.trim() ?? base?.asset_type ?? options.defaultTypeName;
  let type: ImportTypeInfo | null = null;
  if (!typeName) errors.push({ field: "asset_type", message: ASSET_TYPE_REQUIRED_MESSAGE });
  else {
    type = options.typeOf(typeName);
    if (!type && !options.allowNewTypes) errors.push({ field: "asset_type", message: unknownTypeMessage(typeName) });
  }

  const status = given("status")?.trim().toLowerCase() ?? base?.status ?? "active";
  if (!(ASSET_STATUSES as readonly string[]).includes(status))
    errors.push({ field: "status", message: STATUS_MESSAGE });
  const unit = given("unit")?.trim().toLowerCase() ?? base?.unit ?? "each";
  if (!(UNIT_TYPES as readonly string[]).includes(unit)) errors.push({ field: "unit", message: UNIT_MESSAGE });
  const currency = given("currency")?.trim() ?? base?.currency ?? "USD";
  if (!/^[A-Z]{3}$/.test(currency)) errors.push({ field: "currency", message: CURRENCY_MESSAGE });

  const text = (field: ImportField & keyof ImportAssetValues) =>
    given(field) ?? (base?.[field] as string | null) ?? null;
  const parsed = (options.today ? assetInputSchema(options.today) : DEFAULT_ASSET_SCHEMA).safeParse({
    name: given("name") ?? base?.name ?? "",
    asset_type_id: typeName ?? "",
    description: text("description"),
    serial_number: text("serial_number"),
    acquisition_date: text("acquisition_date"),
    location: text("location"),
    location_details: text("location_details"),
    distributor: text("distributor"),
    cost: given("cost") ?? base?.cost ?? "",
    current_inventory: given("quantity") ?? base?.quantity ?? "",
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = ZOD_FIELD[String(issue.path[0])];
      if (field) errors.push({ field, message: issue.message });
    }
  }

  const conversions: Record<string, unknown> = { ...(base?.conversions ?? {}) };
  const fields = type?.conversionFields ?? [];
  const incoming: Record<string, string> = {};
  for (const [field, value] of Object.entries(cells) as [ImportField, string][]) {
    if (!field.startsWith("conversion:") || value.trim() === "") continue;
    const name = field.slice("conversion:".length);
    if (!fields.some((f) => f.field_name === name)) {
      errors.push({ field, message: noSuchConversionFieldMessage(typeName ?? "", name) });
      continue;
    }
    incoming[name] = value.trim();
  }
  for (const [name, message] of Object.entries(conversionValueMessages(fields, incoming))) {
    errors.push({ field: `conversion:${name}`, message });
  }
  Object.assign(conversions, conversionNumberValues(fields, incoming));
  if (!base) {
    for (const f of fields) if (!(f.field_name in conversions)) conversions[f.field_name] = conversionFieldDefault(f);
  }

  if (errors.length > 0 || !parsed.success) return { ok: false, errors };
  const v = parsed.data;
  return {
    ok: true,
    values: {
      name: v.name,
      asset_type: type?.name ?? (typeName as string),
      description: v.description,
      serial_number: v.serial_number,
      barcode: given("barcode")?.trim() ?? base?.barcode ?? null,
      external_id: given("external_id")?.trim() ?? base?.external_id ?? null,
      status: status as AssetStatus,
      acquisition_date: v.acquisition_date,
      location: v.location,
      location_details: v.location_details,
      distributor: v.distributor,
      cost: v.cost,
      currency,
      quantity: v.current_inventory,
      unit: unit as UnitType,
      conversions,
    },
  };
}

function shown(value: unknown): string {
  if (value === null || value === undefined) return "";
  return String(value);
}

/** The field-by-field difference (old → new) of an update; empty when nothing changes. */
export function diffImportValues(before: ImportAssetValues, after: ImportAssetValues): ImportChange[] {
  const changes: ImportChange[] = [];
  for (const key of Object.keys(after) as (keyof ImportAssetValues)[]) {
    if (key === "conversions") continue;
    const a = shown(before[key]);
    const b = shown(after[key]);
    if (a !== b) changes.push({ field: key, old: a, new: b });
  }
  for (const [name, value] of Object.entries(after.conversions)) {
    const a = shown(before.conversions[name]);
    const b = shown(value);
    if (a !== b) changes.push({ field: `conversion:${name}`, old: a, new: b });
  }
  return changes;
}

/** The match key's value of a row's values (trimmed; null when the row has none). */
export function matchKeyOf(values: ImportAssetValues, key: ImportMatchKey): string | null {
  const v = values[key];
  return v === null || v === "" ? null : v;
}

/** Remembers the keys seen in a file; a key seen before is the later row's error. */
export class DuplicateKeys {
  private readonly seen = new Map<string, number>();
  constructor(private readonly key: ImportMatchKey) {}
  /** The message when `value` was in an earlier row, else null (and remembers it). */
  check(value: string | null, row: number): string | null {
    if (value === null) return null;
    const first = this.seen.get(value);
    if (first !== undefined) return duplicateKeyMessage(fieldLabel(this.key), value, first);
    this.seen.set(value, row);
    return null;
  }
}
