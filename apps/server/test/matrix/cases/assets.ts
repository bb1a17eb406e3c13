import type { DomainCases } from "../format";

export const assetsCases: DomainCases = {
  "assets.list": { input: () => ({ search: "ZZALPHASECRET" }), expect: "own" },
  "assets.options": { input: () => ({ search: "ZZALPHASECRET" }), expect: "own" },
  "assets.get": { input: (a) => ({ id: a.assetId }), expect: "refused" },
  "assets.formActivity": { input: (a) => ({ id: a.assetId }), expect: "refused" },
  "assets.activity": { input: (a) => ({ id: a.assetId }), expect: "refused" },
  "assets.create": {
    input: (a) => ({ name: "B asset", asset_type_id: a.assetTypeId }),
    expect: "refused",
    note: "A's asset type cannot hold B's asset",
  },
  "assets.update": {
    input: (a) => ({ id: a.assetId, values: { name: "Taken", asset_type_id: a.assetTypeId } }),
    expect: "refused",
  },
  "assets.delete": { input: (a) => ({ id: a.assetId }), expect: "refused" },
  "assets.restore": { input: (a) => ({ id: a.assetId }), expect: "refused" },
  "assets.generateQr": { input: (a) => ({ id: a.assetId }), expect: "refused" },
  "assets.inventoryActivity": { input: (a) => ({ id: a.assetId }), expect: "refused" },
  "assets.qrLabels": {
    input: (a) => ({ search: "ZZALPHASECRET", statuses: [], assetTypeIds: [a.assetTypeId] }),
    expect: "own",
    note: "A's type as a filter only narrows B's own labels: empty",
  },
  "assets.labelOrigin": { expect: "own", note: "the server's own origin; no organization data" },
  // Issue 24: an import names its uploaded file; A's file (any bucket) is not found for B.
  "assets.import.preview": {
    input: (a) => ({ file: a.uploadUrl.replace("/form-uploads/", "/imports/"), matchKey: "barcode" }),
    expect: "refused",
    note: "A's file key in the imports bucket: B's organization has no such upload",
  },
  "assets.import.errorCsv": {
    input: (a) => ({ file: a.uploadUrl.replace("/form-uploads/", "/imports/"), matchKey: "barcode" }),
    expect: "refused",
  },
  "assets.import.commit": {
    input: (a) => ({
      file: a.uploadUrl.replace("/form-uploads/", "/imports/"),
      matchKey: "barcode",
      assetTypeId: a.assetTypeId,
    }),
    expect: "refused",
  },
  "assets.import.undo": {
    input: (a) => ({ batchId: a.assetId }),
    expect: "refused",
    note: "no batch of B has A's ids",
  },
  "assets.import.batches": { expect: "own", note: "B's own recent imports" },
  "assets.import.start": {
    input: (a) => ({
      file: a.uploadUrl.replace("/form-uploads/", "/imports/"),
      matchKey: "barcode",
      assetTypeId: a.assetTypeId,
      step: "commit",
    }),
    expect: "refused",
    note: "A's file key in the imports bucket: B's organization has no such upload",
  },
  "assets.import.run": {
    input: (a) => ({ runId: a.assetId }),
    expect: "refused",
    note: "no run of B has A's ids",
  },
  "assets.import.latest": { expect: "own", note: "B's caller's own newest run (none)" },
  "assets.export": { input: () => ({ format: "csv" }), expect: "own", note: "B's own assets only" },
};
