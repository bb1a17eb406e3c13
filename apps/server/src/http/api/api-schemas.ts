import { z } from "zod";

/**
 * The API's answers, each a strict schema of exactly the fields the procedure returns (as
 * JSON: dates as ISO strings). The server checks every answer against them under test
 * (config.checkApiAnswers), so a field added to a service without its line here fails the
 * API tests instead of reaching a client undocumented.
 */
const id = z.uuid();
const at = z.iso.datetime({ offset: true });
const day = z.iso.date();
const text = z.string();
const maybe = <T extends z.ZodType>(schema: T) => schema.nullable();
const obj = <S extends z.ZodRawShape>(name: string, shape: S, description?: string) =>
  z.strictObject(shape).meta({ id: name, ...(description ? { description } : {}) });

export const AssetTypeSummary = obj("AssetTypeSummary", {
  id,
  name: text,
  description: maybe(text),
  color: text,
  enableBarcodes: z.boolean(),
  barcodeType: text,
  barcodePrefix: maybe(text),
  conversionFieldCount: z.number().int(),
  assetCount: z.number().int(),
  hasForm: z.boolean(),
  createdAt: at,
  updatedAt: at,
  deletedAt: maybe(at),
});

const ConversionField = z.record(z.string(), z.unknown()).meta({
  id: "ConversionField",
  description: "A conversion field of the type (its name, label, unit and factor as the web app edits them).",
});
const CalculationFormula = z.record(z.string(), z.unknown()).meta({
  id: "CalculationFormula",
  description: "A calculation formula of the type's intake or inventory form.",
});

export const AssetType = obj("AssetType", {
  id,
  name: text,
  description: maybe(text),
  color: text,
  enableBarcodes: z.boolean(),
  barcodeType: text,
  barcodePrefix: maybe(text),
  intakeFormId: maybe(id),
  intakeFormName: maybe(text),
  inventoryFormId: maybe(id),
  inventoryFormName: maybe(text),
  createdAt: at,
  updatedAt: at,
  deletedAt: maybe(at),
  assetCount: z.number().int(),
  inventoryItemCount: z.number().int(),
  conversionFields: z.array(ConversionField),
  calculationFormulas: z.strictObject({ intake: z.array(CalculationFormula), inventory: z.array(CalculationFormula) }),
});

export const CreatedAssetType = obj("CreatedAssetType", { id, name: text, color: text });
export const ChangedEntity = obj("ChangedEntity", { id, name: text }, "The id and (new) name of what was changed.");
export const DeletedEntity = obj("DeletedEntity", { id }, "The id of what was deleted (archived).");

export const AssetListItem = obj("AssetListItem", {
  id,
  name: text,
  description: maybe(text),
  status: text,
  assetId: maybe(text),
  barcode: maybe(text),
  serialNumber: maybe(text),
  location: maybe(text),
  assetTypeId: id,
  assetTypeName: text,
  assetTypeColor: maybe(text),
  inventoryItemId: maybe(id),
  quantity: maybe(z.number()),
  createdAt: at,
  updatedAt: at,
  deletedAt: maybe(at),
});

const StockEntry = obj("StockEntry", {
  id,
  checkDate: at,
  eventType: text,
  checkType: text,
  quantity: z.number(),
  originalQuantity: z.number(),
  corrected: z.boolean(),
  location: maybe(text),
  notes: maybe(text),
  createdByName: maybe(text),
});

export const Asset = obj("Asset", {
  id,
  name: text,
  description: maybe(text),
  status: text,
  barcode: maybe(text),
  assetId: maybe(text),
  serialNumber: maybe(text),
  acquisitionDate: maybe(day),
  metadata: z
    .record(z.string(), z.unknown())
    .meta({ description: "The asset's details (cost, currency, location …)." }),
  createdAt: at,
  updatedAt: at,
  deletedAt: maybe(at),
  isDeleted: z.boolean(),
  createdByName: maybe(text),
  parentAssetId: maybe(id),
  parentAssetName: maybe(text),
  inventoryItemId: maybe(id),
  quantity: maybe(z.number()),
  inventoryLocation: maybe(text),
  inventoryStatus: maybe(text),
  currentPrice: maybe(z.number()),
  currency: maybe(text),
  historyCount: z.number().int(),
  assetType: z.strictObject({
    id,
    name: text,
    color: maybe(text),
    enableBarcodes: z.boolean(),
    barcodeType: text,
    conversionFields: z.array(ConversionField),
    deletedAt: maybe(at),
  }),
  recentHistory: z.array(StockEntry),
});

export const CreatedAsset = obj("CreatedAsset", { id, name: text, inventoryItemId: id, barcode: maybe(text) });

export const HistoryEntry = obj("HistoryEntry", {
  id,
  kind: z.enum(["change", "submission", "stock"]),
  description: text,
  actorName: maybe(text),
  apiTokenName: maybe(text).meta({
    description: "The API token behind the change, when it was made through the API (the actor is its creator).",
  }),
  createdAt: at,
});

export const InventoryListItem = obj("InventoryListItem", {
  asset_id: id,
  asset_name: text,
  asset_description: maybe(text),
  asset_code: maybe(text),
  asset_barcode: maybe(text),
  asset_type_id: id,
  asset_type_name: text,
  asset_type_color: maybe(text),
  asset_location: maybe(text),
  asset_status: text,
  inventory_item_id: maybe(id),
  current_quantity: maybe(z.number()),
  inventory_status: maybe(text),
  unit_type: maybe(text),
  updated_at: maybe(at),
  last_check_date: maybe(at),
  counted_this_month: z.boolean(),
  organization_id: id,
  has_inventory: z.boolean(),
});

const num = maybe(z.number());
export const InventoryItemDetail = obj("InventoryItemDetail", {
  item: z.strictObject({
    id,
    name: text,
    description: maybe(text),
    sku: maybe(text),
    barcode: maybe(text),
    category: maybe(text),
    quantity: z.number(),
    location: maybe(text),
    status: text,
    currentPrice: num,
    currency: maybe(text),
    createdAt: at,
    updatedAt: at,
    assetId: maybe(id),
    assetName: maybe(text),
    assetIsDeleted: maybe(z.boolean()),
    unitType: maybe(text),
    assetTypeId: maybe(id),
    assetTypeName: maybe(text),
    assetTypeColor: maybe(text),
    reorderMinimum: num,
    forecastReorderPoint: num,
    dailyUsage: num,
    priceUnitType: maybe(text),
  }),
  reorder: z.strictObject({
    reorderPoint: num,
    reorderPointSource: maybe(text),
    dailyUsage: num,
    daysUntilEmpty: num,
    suggestedOrderQuantity: z.number(),
    reorderRecommended: z.boolean(),
  }),
  events: z.array(
    z.strictObject({
      id,
      checkDate: at,
      monthYear: text,
      eventType: text,
      checkType: text,
      quantity: z.number(),
      originalQuantity: z.number(),
      corrected: z.boolean(),
      condition: maybe(text),
      location: maybe(text),
      notes: maybe(text),
      createdByName: maybe(text),
    }),
  ),
  monthEnds: z.array(z.strictObject({ month_year: text, quantity: z.number(), check_date: at, event_type: text })),
});

export const RecordedCheck = obj("RecordedCheck", {
  historyId: id,
  inventoryItemId: id,
  assetId: id,
  previousQuantity: num,
  quantity: z.number(),
});

export const CorrectionContext = obj("CorrectionContext", {
  historyRecord: z.strictObject({
    id,
    eventType: text,
    checkType: text,
    quantity: z.number(),
    location: maybe(text),
    notes: maybe(text),
    condition: maybe(text),
    checkDate: at,
    monthYear: text,
    correctedQuantity: num,
  }),
  correctable: z.boolean(),
  corrections: z.array(z.record(z.string(), z.unknown()).meta({ description: "An earlier correction of the entry." })),
  inventoryItemId: id,
  assetId: id,
  assetName: text,
  assetIsDeleted: z.boolean(),
  capturedPrice: num,
  currentPrice: num,
  currency: maybe(text),
  unitType: maybe(text),
});

export const AppliedCorrection = obj("AppliedCorrection", {
  success: z.boolean(),
  message: text,
  correctionId: id,
  quantity: z.number(),
});

export const Snapshot = obj("Snapshot", {
  id,
  assetId: id,
  assetName: text,
  itemName: maybe(text),
  monthYear: text,
  quantity: z.number(),
  status: text,
  location: maybe(text),
  currentPrice: num,
  currency: maybe(text),
  snapshotDate: day,
});

const ReportRow = obj("ReportRow", {
  key: text,
  assetId: id,
  assetName: text,
  assetType: text,
  assetTypeColor: maybe(text),
  submissionId: maybe(id),
  submissionDate: maybe(at),
  formName: maybe(text),
  values: z.record(z.string(), z.unknown()).meta({ description: "The latest submission's answers by column id." }),
  previousValues: maybe(z.record(z.string(), z.unknown())).optional(),
  previousDate: maybe(at).optional(),
  lastMonthTotal: z.strictObject({ amount: z.number(), source: text, confidence: text, details: text }),
  consistency: z.strictObject({
    isConsistent: z.boolean(),
    severity: z.enum(["none", "warning", "urgent"]),
    realTimeQuantity: z.number(),
    latestFormTotal: num,
    discrepancy: z.number(),
    discrepancyPercent: num,
    lastFormDate: maybe(at),
    recommendations: z.array(text),
  }),
});

export const ReportPage = obj("ReportPage", {
  rows: z.array(ReportRow),
  nextCursor: maybe(z.strictObject({ key: text, id })).meta({
    description: "Pass back as `cursor` for the next page.",
  }),
  total: maybe(z.number().int()),
  rowTotal: maybe(z.number().int()),
  summary: maybe(z.strictObject({ warning: z.number().int(), urgent: z.number().int() })),
  pageCount: z.number().int(),
  range: z.strictObject({ start: at, end: at }),
  timeZone: text,
  emptyMessage: maybe(text),
});

const outcome = z.enum(["create", "update", "unchanged", "error"]);
const counts = z.strictObject({ created: z.number().int(), updated: z.number().int(), unchanged: z.number().int() });

export const ImportPreview = obj("ImportPreview", {
  fileName: text,
  format: z.enum(["csv", "xlsx"]),
  encoding: maybe(text),
  delimiter: maybe(text),
  sheets: z.array(text),
  sheet: maybe(text),
  headers: z.array(text),
  mapping: z.array(maybe(text)),
  mappingSource: text,
  fields: z.array(z.strictObject({ value: text, label: text })),
  problem: maybe(text),
  totals: z.strictObject({
    create: z.number().int(),
    update: z.number().int(),
    unchanged: z.number().int(),
    error: z.number().int(),
  }),
  total: z.number().int(),
  rows: z.array(
    z.strictObject({
      row: z.number().int(),
      outcome,
      name: text,
      key: maybe(text),
      changes: z.array(z.strictObject({ field: text, old: text, new: text })),
      errors: z.array(z.strictObject({ column: maybe(text), message: text })),
    }),
  ),
  truncated: z.boolean(),
});

export const ImportCommit = obj("ImportCommit", { batchId: id, fileName: text, counts });

export const ImportBatch = obj("ImportBatch", {
  id,
  fileName: text,
  status: z.enum(["committed", "undone"]),
  counts,
  createdAt: at,
  undoneAt: maybe(at),
  importedBy: maybe(text),
});

export const ImportUndo = obj("ImportUndo", { batchId: id, undone: z.number().int() });

export const ImportRun = obj("ImportRun", {
  id,
  step: z.enum(["preview", "commit"]),
  status: z.enum(["queued", "running", "done", "failed"]),
  processed: z.number().int(),
  total: maybe(z.number().int()),
  fileName: text,
  options: z.strictObject({
    file: text,
    sheet: maybe(text).optional(),
    assetTypeId: maybe(id).optional(),
    matchKey: text,
    mapping: maybe(z.array(maybe(text))).optional(),
    createTypes: z.boolean(),
    outcome: maybe(outcome).optional(),
    background: z.boolean(),
  }),
  error: maybe(text),
  background: z.boolean(),
  createdAt: at,
  finishedAt: maybe(at),
  preview: maybe(ImportPreview),
  commit: maybe(ImportCommit),
});
