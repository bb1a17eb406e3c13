import { ASSET_TYPE_NOT_FOUND_MESSAGE } from "@stockroom/core";
import { assetTypes, type Transaction } from "@stockroom/db";
import { and, eq, isNull } from "drizzle-orm";
import { DomainError } from "../../errors";

/** An asset type's name and its two single slots. */
export const assetTypeSlots = {
  id: assetTypes.id,
  name: assetTypes.name,
  intakeFormId: assetTypes.intakeFormId,
  inventoryFormId: assetTypes.inventoryFormId,
};

/**
 * Locks an asset type of the organization for the rest of the transaction and reads its
 * intake and inventory slots: every change of the type's form links takes this lock first,
 * so concurrent links end with exactly one form per slot. Archived types answer 'Asset type
 * not found' unless `includeArchived` (unlinking still works on them).
 */
export async function lockAssetTypeSlots(
  tx: Transaction,
  orgId: string,
  assetTypeId: string,
  { includeArchived = false }: { includeArchived?: boolean } = {},
) {
  const [type] = await tx
    .select(assetTypeSlots)
    .from(assetTypes)
    .where(
      and(
        eq(assetTypes.organizationId, orgId),
        eq(assetTypes.id, assetTypeId),
        includeArchived ? undefined : isNull(assetTypes.deletedAt),
      ),
    )
    .for("update");
  if (!type) throw new DomainError("NOT_FOUND", ASSET_TYPE_NOT_FOUND_MESSAGE);
  return type;
}
