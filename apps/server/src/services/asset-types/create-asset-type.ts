import type { AssetTypeInput } from "@stockroom/core";
import { assetTypes } from "@stockroom/db";
import { recordActivity } from "../activity/record-activity";
import type { ServiceContext } from "../context";
import { assetTypeColumns } from "./asset-type-columns";
import { assetTypeNameConflict } from "./asset-type-name-conflict";

/** Creates an asset type; a name taken by another active type fails with the spec's message. */
export async function createAssetType({ db, orgId, actorId }: ServiceContext, input: AssetTypeInput) {
  try {
    return await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(assetTypes)
        .values({
          organizationId: orgId,
          ...assetTypeColumns(input),
          createdBy: actorId,
        })
        .returning({ id: assetTypes.id, name: assetTypes.name, color: assetTypes.color });
      if (!created) throw new Error("asset type insert returned no row");
      await recordActivity(tx, orgId, actorId, {
        type: "asset_type_created",
        description: `Asset type "${created.name}" created`,
        entityType: "asset_type",
        entityId: created.id,
      });
      return created;
    });
  } catch (err) {
    throw assetTypeNameConflict(err, input.name);
  }
}
