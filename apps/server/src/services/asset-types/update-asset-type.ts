import type { AssetTypeInput } from "@stockroom/core";
import type { ServiceContext } from "../context";
import { assetTypeColumns } from "./asset-type-columns";
import { assetTypeNameConflict } from "./asset-type-name-conflict";
import { updateAssetTypeRow } from "./update-asset-type-row";

/** Saves the dialog / edit page: name, description, colour and barcode settings. */
export async function updateAssetType({ db, orgId, actorId }: ServiceContext, input: AssetTypeInput & { id: string }) {
  try {
    const updated = await updateAssetTypeRow(
      { db, orgId, actorId },
      input.id,
      assetTypeColumns(input),
      (name) => `Asset type "${name}" updated`,
    );
    return { id: updated.id, name: updated.name };
  } catch (err) {
    throw assetTypeNameConflict(err, input.name);
  }
}
