import type { DomainCases } from "../format";

export const assetTypesCases: DomainCases = {
  "assetTypes.list": { input: () => ({}), expect: "own" },
  "assetTypes.options": { expect: "own" },
  "assetTypes.get": { input: (a) => ({ id: a.assetTypeId }), expect: "refused" },
  "assetTypes.checkName": { input: () => ({ name: "Type ZZALPHASECRET" }), expect: "own" },
  "assetTypes.create": { input: () => ({ name: "B's own type" }), expect: "own" },
  "assetTypes.update": { input: (a) => ({ id: a.assetTypeId, name: "Taken over" }), expect: "refused" },
  "assetTypes.updateBarcodeSettings": {
    input: (a) => ({ id: a.assetTypeId, enableBarcodes: true, barcodeType: "qr", barcodePrefix: "X" }),
    expect: "refused",
  },
  "assetTypes.updateConversionFields": { input: (a) => ({ id: a.assetTypeId, fields: [] }), expect: "refused" },
  "assetTypes.updateCalculationFormulas": {
    input: (a) => ({ id: a.assetTypeId, intake: [], inventory: [] }),
    expect: "refused",
  },
  "assetTypes.archive": { input: (a) => ({ id: a.assetTypeId }), expect: "refused" },
  "assetTypes.restore": { input: (a) => ({ id: a.assetTypeId }), expect: "refused" },
};
