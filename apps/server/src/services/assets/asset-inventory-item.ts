import { assets, inventoryItems } from "@stockroom/db";
import { and, eq } from "drizzle-orm";

/** The join condition of an asset's stock: its inventory item that is not deleted, in the organization. */
export function assetInventoryItem(orgId: string) {
  return and(
    eq(inventoryItems.organizationId, orgId),
    eq(inventoryItems.assetId, assets.id),
    eq(inventoryItems.isDeleted, false),
  );
}
