import { inventoryItems } from "@stockroom/db";
import { and, eq, type SQLWrapper } from "drizzle-orm";

/** The live inventory item of an asset in an organization: a join condition. */
export function liveInventoryItem(orgId: string, assetId: SQLWrapper) {
  return and(
    eq(inventoryItems.organizationId, orgId),
    eq(inventoryItems.assetId, assetId),
    eq(inventoryItems.isDeleted, false),
  );
}
