import {
  autoMapHeaders,
  type ConversionFieldInput,
  DuplicateKeys,
  diffImportValues,
  fieldLabel,
  headerSignature,
  IMPORT_BASE_FIELDS,
  IMPORTS_BUCKET,
  type ImportAssetValues,
  type ImportChange,
  type ImportField,
  type ImportMapping,
  type ImportMatchKey,
  type ImportTypeInfo,
  isImportField,
  mappingProblems,
  unescapeFormulaCell,
  validateImportRow,
} from "@stockroom/core";
import { assetTypes, type DbOrTx, importMappings, uploads } from "@stockroom/db";
import { and, eq, isNull, sql } from "drizzle-orm";
import { DomainError } from "../../errors";
import type { FileStorage } from "../uploads/file-storage";
import { parseUploadUrl } from "../uploads/upload-buckets";
import { type ExistingAsset, importValuesOf, loadAssetsByKey } from "./import-values";
import { excelSerialDate, HEADERS_ONLY_MESSAGE, type ImportFile, openImportFile } from "./read-import-file";

export const IMPORT_FILE_NOT_FOUND_MESSAGE = "The uploaded file was not found. Upload it again.";
export const MAPPING_MISMATCH_MESSAGE = "The mapping does not match the file's columns. Preview the file again.";
export function unknownFieldMessage(value: string): string {
  return `"${value}" is not a field the import knows.`;
}
export function keyNotMappedMessage(label: string): string {
  return `Map a column to ${label}: rows are matched to existing assets by it.`;
}
export function keyRequiredMessage(label: string): string {
  return `${label} is required to match this row to an asset`;
}
export function archivedMatchMessage(label: string, value: string): string {
  return `${label} "${value}" belongs to an archived asset; restore it first or use another ${label.toLowerCase()}`;
}
export function ambiguousMatchMessage(label: string, value: string, count: number): string {
  return `${label} "${value}" matches ${count} assets; use a key that names one asset`;
}

export interface ImportOptions {
  /** The uploaded file's address (`/files/imports/<key>`), as the upload answered. */
  file: string;
  sheet?: string | null;
  /** The type of rows that name none (and whose mapping is saved); null: rows name their type. */
  assetTypeId?: string | null;
  matchKey: ImportMatchKey;
  /** Column → field; left out: the saved mapping of these headers, else the automatic one. */
  mapping?: (string | null)[] | null;
  /** Create an asset type a row names that does not exist (else that row is an error). */
  createTypes?: boolean;
}

export interface ImportType extends ImportTypeInfo {
  id: string | null;
  enableBarcodes: boolean;
  barcodePrefix: string | null;
}

export interface PlannedRow {
  /** The row's line in the file (the header is row 1). */
  row: number;
  outcome: "create" | "update" | "unchanged" | "error";
  name: string;
  key: string | null;
  changes: ImportChange[];
  errors: { column: string | null; message: string }[];
  /** The cells as they are in the file (for the error CSV). */
  cells: string[];
  values: ImportAssetValues | null;
  existing: ExistingAsset | null;
}

export interface PlanContext {
  db: DbOrTx;
  orgId: string;
  storage: FileStorage;
}

export interface ImportPlan {
  fileName: string;
  file: ImportFile;
  mapping: ImportMapping;
  mappingSource: "given" | "saved" | "automatic";
  fields: { value: ImportField; label: string }[];
  types: Map<string, ImportType>;
  defaultTypeId: string | null;
  /** Why the rows cannot be read with this mapping (a field twice, no name, no key column). */
  problem: string | null;
}

const BATCH = 500;

async function readUpload(ctx: PlanContext, url: string): Promise<{ data: Buffer; name: string }> {
  const parsed = parseUploadUrl(url);
  if (!parsed || parsed.bucket !== IMPORTS_BUCKET) throw new DomainError("NOT_FOUND", IMPORT_FILE_NOT_FOUND_MESSAGE);
  const [upload] = await ctx.db
    .select({ key: uploads.key, name: uploads.originalName })
    .from(uploads)
    .where(and(eq(uploads.organizationId, ctx.orgId), eq(uploads.bucket, IMPORTS_BUCKET), eq(uploads.key, parsed.key)))
    .limit(1);
  const stream = upload ? await ctx.storage.read(IMPORTS_BUCKET, upload.key) : null;
  if (!upload || !stream) throw new DomainError("NOT_FOUND", IMPORT_FILE_NOT_FOUND_MESSAGE);
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.from(part as Buffer));
  return { data: Buffer.concat(parts), name: upload.name ?? parsed.key };
}

/** The organization's live asset types by lower-case name. */
async function loadTypes(db: DbOrTx, orgId: string): Promise<Map<string, ImportType>> {
  const rows = await db
    .select({
      id: assetTypes.id,
      name: assetTypes.name,
      conversionFields: assetTypes.conversionFields,
      enableBarcodes: assetTypes.enableBarcodes,
      barcodePrefix: assetTypes.barcodePrefix,
    })
    .from(assetTypes)
    .where(and(eq(assetTypes.organizationId, orgId), isNull(assetTypes.deletedAt)));
  return new Map(
    rows.map((t) => [t.name.toLowerCase(), { ...t, conversionFields: t.conversionFields as ConversionFieldInput[] }]),
  );
}

export async function savedMapping(
  db: DbOrTx,
  orgId: string,
  assetTypeId: string | null,
  signature: string,
): Promise<(string | null)[] | null> {
  const [row] = await db
    .select({ mapping: importMappings.mapping })
    .from(importMappings)
    .where(
      and(
        eq(importMappings.organizationId, orgId),
        assetTypeId ? eq(importMappings.assetTypeId, assetTypeId) : isNull(importMappings.assetTypeId),
        eq(importMappings.headerSignature, signature),
      ),
    )
    .limit(1);
  return row?.mapping ?? null;
}

/** Opens the file and settles types and mapping: everything a row needs but the rows. */
export async function prepareImport(ctx: PlanContext, options: ImportOptions): Promise<ImportPlan> {
  const types = await loadTypes(ctx.db, ctx.orgId);
  let defaultTypeId: string | null = null;
  if (options.assetTypeId) {
    const type = [...types.values()].find((t) => t.id === options.assetTypeId);
    if (!type) throw new DomainError("NOT_FOUND", "Asset type not found");
    defaultTypeId = type.id;
  }
  const { data, name } = await readUpload(ctx, options.file);
  const file = await openImportFile(data, options.sheet);
  const conversionFields = [...types.values()].flatMap((t) => t.conversionFields);
  const conversionNames = [...new Set(conversionFields.map((f) => f.field_name))];

  let mapping: ImportMapping;
  let mappingSource: ImportPlan["mappingSource"];
  const saved = options.mapping
    ? null
    : await savedMapping(ctx.db, ctx.orgId, defaultTypeId, headerSignature(file.headers));
  const chosen = options.mapping ?? saved;
  if (chosen) {
    if (chosen.length !== file.headers.length) throw new DomainError("BAD_REQUEST", MAPPING_MISMATCH_MESSAGE);
    for (const f of chosen) {
      if (f !== null && !isImportField(f, conversionNames))
        throw new DomainError("BAD_REQUEST", unknownFieldMessage(f));
    }
    mapping = chosen as ImportMapping;
    mappingSource = options.mapping ? "given" : "saved";
  } else {
    mapping = autoMapHeaders(file.headers, conversionFields);
    mappingSource = "automatic";
  }
  // A mapping the rows cannot be read by: the preview shows it (so it can be fixed), commit refuses.
  const problem =
    mappingProblems(mapping, file.headers) ??
    (mapping.includes(options.matchKey) ? null : keyNotMappedMessage(fieldLabel(options.matchKey)));
  const fields: ImportPlan["fields"] = [
    ...IMPORT_BASE_FIELDS.map((f) => ({ value: f as ImportField, label: fieldLabel(f) })),
    ...conversionNames.map((n) => ({ value: `conversion:${n}` as ImportField, label: n })),
  ];
  return { fileName: name, file, mapping, mappingSource, fields, types, defaultTypeId, problem };
}

/** Rows read per batch: one lookup of their keys, one write of the commit, one progress mark. */
export const IMPORT_ROW_BATCH = BATCH;

/**
 * Reads every row of a prepared import, 500 at a time: finds the asset each matches (by
 * the chosen key), checks it by core's asset form rules and marks it create, update
 * (with its diff), unchanged or error; `onRow` gets each in file order.
 */
export async function planRows(
  ctx: PlanContext,
  plan: ImportPlan,
  options: ImportOptions,
  onRow: (row: PlannedRow) => Promise<void> | void,
  /** After each 500 rows (and the last few): how many rows have been read so far. */
  onBatch?: (processed: number) => Promise<void>,
): Promise<number> {
  const { file, mapping, types } = plan;
  if (plan.problem) throw new DomainError("BAD_REQUEST", plan.problem);
  const keyColumn = mapping.indexOf(options.matchKey);
  const keyLabel = fieldLabel(options.matchKey);
  const duplicates = new DuplicateKeys(options.matchKey);
  const defaultTypeName = plan.defaultTypeId
    ? ([...types.values()].find((t) => t.id === plan.defaultTypeId)?.name ?? null)
    : null;
  const typeOf = (name: string) => types.get(name.toLowerCase()) ?? null;
  let line = 1;
  let count = 0;
  let batch: { row: number; cells: string[] }[] = [];

  const planRow = (row: number, raw: string[]): PlannedRow => {
    const cells: Partial<Record<ImportField, string>> = {};
    for (const [i, field] of mapping.entries()) {
      if (field === null) continue;
      // Only a CSV went through writeCsv's formula escape; an XLSX cell is what it says.
      let value = file.format === "csv" ? unescapeFormulaCell(raw[i] ?? "") : (raw[i] ?? "");
      if (field === "acquisition_date" && file.format === "xlsx") value = excelSerialDate(value) ?? value;
      cells[field] = value;
    }
    const key = (raw[keyColumn] ?? "").trim();
    const columnOf = (field: ImportField | null) => {
      const i = field === null ? -1 : mapping.indexOf(field);
      return i < 0 ? null : (file.headers[i] ?? null);
    };
    const fail = (messages: { column: string | null; message: string }[], existing: ExistingAsset | null = null) => ({
      row,
      outcome: "error" as const,
      name: cells.name?.trim() || existing?.name || "",
      key: key || null,
      changes: [],
      errors: messages,
      cells: raw,
      values: null,
      existing,
    });
    const keyColumnName = columnOf(options.matchKey);
    if (key === "") return fail([{ column: keyColumnName, message: keyRequiredMessage(keyLabel) }]);
    const duplicate = duplicates.check(key, row);
    if (duplicate) return fail([{ column: keyColumnName, message: duplicate }]);
    const matches = byKeyLookup(key);
    if (matches.length > 1)
      return fail([{ column: keyColumnName, message: ambiguousMatchMessage(keyLabel, key, matches.length) }]);
    const existing = matches[0] ?? null;
    if (existing?.isDeleted)
      return fail([{ column: keyColumnName, message: archivedMatchMessage(keyLabel, key) }], existing);
    const base = existing ? importValuesOf(existing) : null;
    const result = validateImportRow(cells, base, {
      defaultTypeName,
      typeOf,
      allowNewTypes: options.createTypes === true,
    });
    if (!result.ok) {
      return fail(
        result.errors.map((e) => ({ column: columnOf(e.field), message: e.message })),
        existing,
      );
    }
    const changes = base ? diffImportValues(base, result.values) : [];
    return {
      row,
      outcome: !base ? "create" : changes.length > 0 ? "update" : "unchanged",
      name: result.values.name,
      key,
      changes,
      errors: [],
      cells: raw,
      values: result.values,
      existing,
    };
  };
  let byKeyLookup: (key: string) => ExistingAsset[] = () => [];

  for await (const raw of file.rows()) {
    line++;
    count++;
    batch.push({ row: line, cells: raw });
    if (batch.length >= BATCH) await flushWith();
  }
  if (batch.length > 0) await flushWith();
  if (count === 0) throw new DomainError("BAD_REQUEST", HEADERS_ONLY_MESSAGE);
  return count;

  async function flushWith() {
    const keys = [...new Set(batch.map((b) => (b.cells[keyColumn] ?? "").trim()).filter((k) => k !== ""))];
    const found = await loadAssetsByKey(ctx.db, ctx.orgId, options.matchKey, keys);
    const byKey = new Map<string, ExistingAsset[]>();
    for (const a of found) {
      const k =
        options.matchKey === "barcode"
          ? a.barcode
          : options.matchKey === "serial_number"
            ? a.serialNumber
            : a.externalId;
      if (k !== null) byKey.set(k, [...(byKey.get(k) ?? []), a]);
    }
    byKeyLookup = (k) => byKey.get(k) ?? [];
    const rows = batch;
    batch = [];
    for (const { row, cells } of rows) await onRow(planRow(row, cells));
    await onBatch?.(count);
  }
}

/** Remembers the mapping of these headers for the organization and type. */
export async function saveMapping(db: DbOrTx, orgId: string, plan: ImportPlan): Promise<void> {
  // The unique index's expression (rows without a type share the zero uuid) as the target.
  await db.execute(sql`
    insert into import_mappings (organization_id, asset_type_id, header_signature, mapping)
    values (${orgId}, ${plan.defaultTypeId}, ${headerSignature(plan.file.headers)}, ${JSON.stringify(plan.mapping)}::jsonb)
    on conflict (organization_id, coalesce(asset_type_id, '00000000-0000-0000-0000-000000000000'::uuid), header_signature)
    do update set mapping = excluded.mapping, updated_at = now()`);
}
