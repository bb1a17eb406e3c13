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
};
