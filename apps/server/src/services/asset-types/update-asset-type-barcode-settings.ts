import type { BarcodeSettingsInput } from "@stockroom/core";
import type { ServiceContext } from "../context";
import { barcodeSettingsColumns } from "./asset-type-columns";
import { updateAssetTypeRow } from "./update-asset-type-row";

/** The Settings tab's barcode card: enable, type and prefix. */
export async function updateAssetTypeBarcodeSettings(
  { db, orgId, actorId }: ServiceContext,
  input: BarcodeSettingsInput & { id: string },
) {
  const updated = await updateAssetTypeRow(
    { db, orgId, actorId },
    input.id,
    barcodeSettingsColumns(input),
    (name) => `Barcode settings of asset type "${name}" updated`,
  );
  return { id: updated.id, name: updated.name };
}
