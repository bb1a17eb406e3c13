import type { AssetWriteInput } from "@stockroom/core";

/** The asset form's own columns as stored (metadata, stock and barcode are written apart). */
export function assetColumns(values: AssetWriteInput) {
  return {
    name: values.name,
    description: values.description,
    status: values.status,
    serialNumber: values.serial_number,
    acquisitionDate: values.acquisition_date,
    parentAssetId: values.parent_asset_id,
  };
}
