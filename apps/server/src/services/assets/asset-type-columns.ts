import { assetTypes } from "@stockroom/db";

/** The asset's type as the asset lists show it beside each asset (name and colour tag). */
export const assetTypeColumns = {
  assetTypeId: assetTypes.id,
  assetTypeName: assetTypes.name,
  assetTypeColor: assetTypes.color,
};
