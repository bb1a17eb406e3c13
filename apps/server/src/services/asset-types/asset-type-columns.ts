import type { AssetTypeInput, BarcodeSettingsInput } from "@stockroom/core";
import { assetTypes } from "@stockroom/db";

/** The barcode card as stored: an empty prefix is null. */
export function barcodeSettingsColumns(input: BarcodeSettingsInput) {
  return {
    enableBarcodes: input.enableBarcodes,
    barcodeType: input.barcodeType,
    barcodePrefix: input.barcodePrefix || null,
  };
}

/** The asset type dialog as stored: an empty description or prefix is null. */
export function assetTypeColumns(input: AssetTypeInput) {
  return {
    name: input.name,
    description: input.description || null,
    color: input.color,
    ...barcodeSettingsColumns(input),
  };
}

/** The columns every reader of an asset type shows: the dialog's fields and barcode card. */
export const assetTypeSummary = {
  id: assetTypes.id,
  name: assetTypes.name,
  description: assetTypes.description,
  color: assetTypes.color,
  enableBarcodes: assetTypes.enableBarcodes,
  barcodeType: assetTypes.barcodeType,
  barcodePrefix: assetTypes.barcodePrefix,
};
