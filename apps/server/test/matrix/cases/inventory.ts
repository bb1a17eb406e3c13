import type { DomainCases } from "../format";

/** inventory.items.*, inventory.history.*, inventory.snapshots.* (issue 12). */
export const inventoryCases: DomainCases = {
  // ── items ──
  "inventory.items.list": {
    input: (a) => ({ search: "", assetTypeId: a.assetTypeId, assetId: a.assetId }),
    expect: "own",
    note: "filters by A's type and asset only narrow B's own grid: empty",
  },
  "inventory.items.typeAssets": { input: (a) => ({ assetTypeId: a.assetTypeId }), expect: "refused" },
  "inventory.items.forAsset": { input: (a) => ({ assetId: a.assetId }), expect: "refused" },
  "inventory.items.lookupQr": {
    input: (a) => ({ code: a.assetBarcode }),
    expect: "refused",
    note: "A's printed barcode is looked up in B's assets only",
  },
  "inventory.items.get": { input: (a) => ({ id: a.inventoryItemId }), expect: "refused" },
  "inventory.items.recordCheck": {
    input: (a) => ({ id: a.inventoryItemId, quantity: 1, notes: "Taken over" }),
    expect: "refused",
  },
  "inventory.items.checkAsset": {
    input: (a) => ({
      assetId: a.assetId,
      quantity: 1,
      location: "Elsewhere",
      notes: "Taken over",
      formId: a.formId,
      responseData: { field_1: 1 },
    }),
    expect: "refused",
  },
  "inventory.items.createForAsset": {
    input: (a) => ({ assetId: a.archivedAssetId, quantity: 1, location: "", notes: "" }),
    expect: "refused",
    note: "A's archived asset (its item could otherwise be set up again by B)",
  },
  "inventory.items.update": {
    input: (a) => ({ id: a.inventoryItemId, values: { name: "Taken over", quantity: 0 } }),
    expect: "refused",
  },
  "inventory.items.delete": { input: (a) => ({ id: a.inventoryItemId }), expect: "refused" },

  // ── reorder list and minimum (issue 25) ──
  "inventory.reorder.list": { input: () => ({ page: 1 }), expect: "own", note: "B's own reorder list" },
  "inventory.reorder.export": { expect: "own", note: "B's own reorder list as CSV" },
  "inventory.reorder.setMinimum": {
    input: (a) => ({ id: a.inventoryItemId, minimum: 5 }),
    expect: "refused",
    note: "A's item: not found for B's admin",
  },

  // ── history ──
  "inventory.history.get": { input: (a) => ({ inventoryItemId: a.inventoryItemId }), expect: "refused" },
  "inventory.history.markVerified": { input: (a) => ({ historyId: a.historyId }), expect: "refused" },
  "inventory.history.applyFix": {
    input: (a) => ({ historyId: a.historyId, quantity: 0, fixType: "manual", confidence: 100 }),
    expect: "refused",
  },
  "inventory.history.dismiss": { input: (a) => ({ historyId: a.historyId }), expect: "refused" },
  "inventory.history.undismissAll": {
    input: (a) => ({ assetId: a.assetId }),
    expect: "own",
    note: "deletes B's own dismissals of that asset id (none): answers { restored: 0 }; A's dismissal stays",
  },
  "inventory.history.correctionContext": { input: (a) => ({ historyId: a.historyId }), expect: "refused" },
  "inventory.history.restoreAssetForCorrection": {
    input: (a) => ({ historyId: a.archivedHistoryId }),
    expect: "refused",
    note: "the entry of A's archived asset: B cannot bring it back",
  },
  "inventory.history.applyCorrection": {
    input: (a) => ({ historyId: a.historyId, quantity: 0, reason: "Taken over", restoredForCorrection: true }),
    expect: "refused",
    note: "with restoredForCorrection, a leak would also archive A's asset",
  },

  // ── monthly snapshots ──
  "inventory.snapshots.list": {
    input: (a) => ({
      filters: {
        search: "ZZALPHASECRET",
        assetTypeId: a.assetTypeId,
        fromMonth: a.snapshotMonth,
        toMonth: a.snapshotMonth,
      },
    }),
    expect: "own",
  },
  "inventory.snapshots.export": {
    input: (a) => ({
      filters: { search: "", fromMonth: a.snapshotMonth, toMonth: a.snapshotMonth },
      ids: [a.snapshotId],
    }),
    expect: "own",
    note: "Export Selected with A's snapshot id: only B's rows are read",
  },
};
