import type { OwnB } from "./format";

/**
 * The bad-input matrix's second template of a procedure: an input of B's own rows
 * (./format.ts OwnB), so its hostile values get past the id lookup (A's ids stop there with
 * "not found") into the service and the database. For the procedures whose values go that
 * far; never a destructive one (deleting the item or archiving the asset would leave the
 * next procedures nothing to reach).
 */
export const ownInputs: Record<string, (b: OwnB) => unknown> = {
  "notifications.setRecipients": (b) => ({ assetTypeId: b.assetTypeId, mode: "managers", userIds: [] }),
  "assets.inventoryActivity": (b) => ({ id: b.assetId }),
  "organization.updateTimeZone": () => ({ timeZone: "America/New_York" }),
  "assets.qrLabels": (b) => ({ search: "B", statuses: ["active"], assetTypeIds: [b.assetTypeId] }),
  "forms.submitContext": (b) => ({ formId: b.formId, assetId: b.assetId, type: "inventory", action: "new" }),
  "forms.submit": (b) => ({ formId: b.formId, assetId: b.assetId, values: { field_1: 3 }, type: "inventory" }),

  "inventory.items.list": (b) => ({
    search: "B",
    assetTypeId: b.assetTypeId,
    assetId: b.assetId,
    page: 1,
    pageSize: 24,
  }),
  "inventory.items.typeAssets": (b) => ({ assetTypeId: b.assetTypeId, search: "B", page: 1, monthly: true }),
  "inventory.items.forAsset": (b) => ({ assetId: b.assetId }),
  "inventory.items.get": (b) => ({ id: b.inventoryItemId }),
  "inventory.reorder.setMinimum": (b) => ({ id: b.inventoryItemId, minimum: 4 }),
  "inventory.items.recordCheck": (b) => ({ id: b.inventoryItemId, quantity: 3, notes: "B check" }),
  "inventory.items.checkAsset": (b) => ({
    assetId: b.assetId,
    quantity: 3,
    location: "Shelf",
    condition: null,
    notes: "B check",
    formId: b.formId,
    responseData: { field_1: 3 },
  }),
  "inventory.items.update": (b) => ({
    id: b.inventoryItemId,
    values: { name: "B asset", description: "d", sku: "s", barcode: "b", quantity: 4, location: "l", category: "c" },
  }),
  "inventory.history.get": (b) => ({ inventoryItemId: b.inventoryItemId }),
  "inventory.history.markVerified": (b) => ({ historyId: b.historyId }),
  "inventory.history.applyFix": (b) => ({ historyId: b.historyId, quantity: 5, fixType: "manual", confidence: 50 }),
  "inventory.history.dismiss": (b) => ({ historyId: b.historyId }),
  "inventory.history.undismissAll": (b) => ({ assetId: b.assetId }),
  "inventory.history.correctionContext": (b) => ({ historyId: b.historyId }),
  // Without restoredForCorrection: true would archive B's asset.
  "inventory.history.applyCorrection": (b) => ({
    historyId: b.historyId,
    quantity: 5,
    reason: "B reason",
    location: "l",
    notes: "n",
    price: 2,
    currency: "USD",
    unit_type: "each",
  }),
  "inventory.snapshots.list": (b) => ({
    filters: { search: "B", assetTypeId: b.assetTypeId, fromMonth: b.month, toMonth: b.month },
    page: 1,
    pageSize: 50,
  }),
  "inventory.snapshots.export": (b) => ({
    filters: { search: "", fromMonth: b.month, toMonth: b.month },
    ids: [b.assetId],
  }),

  "reports.columns": (b) => ({ assetTypeIds: [b.assetTypeId] }),
  "reports.generate": (b) => ({
    viewMode: "history",
    assetId: b.assetId,
    dateRangeType: "custom",
    customStartDate: "2024-01-01",
    customEndDate: "2030-12-31",
    cursor: { key: "2030-01-01T00:00:00.000Z", id: b.assetId },
    pageSize: 10,
  }),
  "reports.templates.get": (b) => ({ id: b.reportTemplateId }),
  "reports.templates.create": (b) => ({
    name: "B new template",
    description: "d",
    asset_type_filter: [b.assetTypeId],
    selected_fields: [
      { id: "asset_name", label: "Name", selected: true, order: 0, width: 120, fieldType: "text", color: "#3B82F6" },
    ],
    date_range_type: "custom",
    custom_start_date: "2024-01-01",
    custom_end_date: "2024-02-01",
    view_mode: "comparison",
  }),
  "reports.templates.update": (b) => ({
    id: b.reportTemplateId,
    name: "B template",
    asset_type_filter: [b.assetTypeId],
    date_range_type: "last_month",
    view_mode: "latest",
  }),

  "mobile.page": (b) => ({ assetId: b.assetId }),
  "mobile.assets": () => ({ search: "B", limit: 10 }),
  "mobile.diagnostics": (b) => ({ assetId: b.assetId }),
  "phones.clearLock": () => ({ deviceId: null }),
};
