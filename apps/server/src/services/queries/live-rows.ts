import { inventoryItems, organizationMembers } from "@stockroom/db";
import { and, eq, type SQLWrapper } from "drizzle-orm";

/** An active (not removed) membership in an organization, optionally of one user: a join or where condition. */
export function activeMembership(orgId: string | SQLWrapper, userId?: SQLWrapper) {
  return and(
    eq(organizationMembers.organizationId, orgId),
    userId ? eq(organizationMembers.userId, userId) : undefined,
    eq(organizationMembers.isDeleted, false),
  );
}

/** The live inventory item of an asset in an organization: a join condition. */
export function liveInventoryItem(orgId: string, assetId: SQLWrapper) {
  return and(
    eq(inventoryItems.organizationId, orgId),
    eq(inventoryItems.assetId, assetId),
    eq(inventoryItems.isDeleted, false),
  );
}
