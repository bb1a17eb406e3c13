import type { ConversionFieldInput } from "@stockroom/core";
import { assetTypes, type Database } from "@stockroom/db";
import { and, eq } from "drizzle-orm";
import { DomainError } from "../../errors";
import { ASSET_TYPE_NOT_FOUND_MESSAGE } from "../../routers/inputs/assets";
import { recordActivity } from "../activity/record-activity";

/** Replaces the ordered conversion field list of a type (the editor saves it whole, debounced). */
export async function updateConversionFields(
  db: Database,
  orgId: string,
  actorId: string,
  input: { id: string; fields: ConversionFieldInput[] },
) {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(assetTypes)
      .set({ conversionFields: input.fields, updatedAt: new Date() })
      .where(and(eq(assetTypes.organizationId, orgId), eq(assetTypes.id, input.id)))
      .returning({ id: assetTypes.id, name: assetTypes.name, conversionFields: assetTypes.conversionFields });
    if (!updated) throw new DomainError("NOT_FOUND", ASSET_TYPE_NOT_FOUND_MESSAGE);
    await recordActivity(tx, orgId, actorId, {
      type: "asset_type_updated",
      description: `Conversion fields of asset type "${updated.name}" updated`,
      entityType: "asset_type",
      entityId: updated.id,
    });
    return { id: updated.id, conversionFields: updated.conversionFields as ConversionFieldInput[] };
  });
}
