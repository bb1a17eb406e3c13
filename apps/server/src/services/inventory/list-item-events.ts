import { inventoryHistory, users } from "@stockroom/db";
import { and, desc, eq, sql } from "drizzle-orm";
import type { OrgContext } from "../context";
import { correctedValue, isCorrected } from "../queries";

/**
 * The latest visible events of an item, newest first (the timeline hides 'deleted' events),
 * as corrected (the item's History tab and the asset's Inventory tab), with the creator's name; served by inventory_history_item_check_date_idx read backwards.
 */
export async function listItemEvents({ db, orgId }: OrgContext, inventoryItemId: string, limit: number) {
  return db
    .select({
      id: inventoryHistory.id,
      checkDate: inventoryHistory.checkDate,
      monthYear: inventoryHistory.monthYear,
      eventType: inventoryHistory.eventType,
      checkType: inventoryHistory.checkType,
      // As corrected (spec 02 §4), the original kept beside and the entry marked.
      quantity: sql<number>`${correctedValue("inventory_history", "quantity")}::int`,
      originalQuantity: inventoryHistory.quantity,
      corrected: isCorrected("inventory_history"),
      condition: inventoryHistory.condition,
      location: correctedValue("inventory_history", "location"),
      notes: correctedValue("inventory_history", "notes"),
      createdByName: sql<string | null>`coalesce(${users.fullName}, ${users.email})`,
    })
    .from(inventoryHistory)
    .leftJoin(users, eq(users.id, inventoryHistory.createdBy))
    .where(
      and(
        eq(inventoryHistory.organizationId, orgId),
        eq(inventoryHistory.inventoryItemId, inventoryItemId),
        eq(inventoryHistory.isDeleted, false),
        sql`${inventoryHistory.eventType} <> 'deleted'`,
      ),
    )
    .orderBy(desc(inventoryHistory.checkDate), desc(inventoryHistory.id))
    .limit(limit);
}
