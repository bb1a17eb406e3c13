import {
  type CalculationFormulaEntry,
  type StoredCalculationFormulas,
  serializeCalculationFormulas,
} from "@stockroom/core";
import type { ServiceContext } from "../context";
import { updateAssetTypeRow } from "./update-asset-type-row";

/** Saves both tabs of the Calculation Formulas card together. */
export async function updateCalculationFormulas(
  { db, orgId, actorId }: ServiceContext,
  input: { id: string; intake: CalculationFormulaEntry[]; inventory: CalculationFormulaEntry[] },
) {
  const stored: StoredCalculationFormulas = {
    intake: serializeCalculationFormulas(input.intake),
    inventory: serializeCalculationFormulas(input.inventory),
  };
  const updated = await updateAssetTypeRow(
    { db, orgId, actorId },
    input.id,
    { calculationFormulas: stored },
    (name) => `Calculation formulas of asset type "${name}" updated`,
  );
  return { id: updated.id };
}
