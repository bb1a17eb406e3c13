import { assetTypes, type Database } from "@stockroom/db";
import { and, eq } from "drizzle-orm";
import { DomainError } from "../../errors";
import {
  ASSET_TYPE_NOT_FOUND_MESSAGE,
  type CalculationFormulaEntry,
  type StoredCalculationFormulas,
  serializeCalculationFormulas,
} from "../../routers/inputs/assets";
import { recordActivity } from "../activity/record-activity";

/** Saves both tabs of the Calculation Formulas card together. */
export async function updateCalculationFormulas(
  db: Database,
  orgId: string,
  actorId: string,
  input: { id: string; intake: CalculationFormulaEntry[]; inventory: CalculationFormulaEntry[] },
) {
  const stored: StoredCalculationFormulas = {
    intake: serializeCalculationFormulas(input.intake),
    inventory: serializeCalculationFormulas(input.inventory),
  };
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(assetTypes)
      .set({ calculationFormulas: stored, updatedAt: new Date() })
      .where(and(eq(assetTypes.organizationId, orgId), eq(assetTypes.id, input.id)))
      .returning({ id: assetTypes.id, name: assetTypes.name });
    if (!updated) throw new DomainError("NOT_FOUND", ASSET_TYPE_NOT_FOUND_MESSAGE);
    await recordActivity(tx, orgId, actorId, {
      type: "asset_type_updated",
      description: `Calculation formulas of asset type "${updated.name}" updated`,
      entityType: "asset_type",
      entityId: updated.id,
    });
    return { id: updated.id };
  });
}
