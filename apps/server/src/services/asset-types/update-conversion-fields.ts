import type { ConversionFieldInput } from "@stockroom/core";
import type { ServiceContext } from "../context";
import { updateAssetTypeRow } from "./update-asset-type-row";

/** Replaces the ordered conversion field list of a type (the editor saves it whole, debounced). */
export async function updateConversionFields(
  { db, orgId, actorId }: ServiceContext,
  input: { id: string; fields: ConversionFieldInput[] },
) {
  const updated = await updateAssetTypeRow(
    { db, orgId, actorId },
    input.id,
    { conversionFields: input.fields },
    (name) => `Conversion fields of asset type "${name}" updated`,
  );
  return { id: updated.id, conversionFields: updated.conversionFields };
}
