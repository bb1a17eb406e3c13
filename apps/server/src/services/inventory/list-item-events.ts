import { inventoryHistory, users } from "@stockroom/db";
import { and, desc, eq, sql } from "drizzle-orm";
import type { OrgContext } from "../context";

/**
 * The latest visible events of an item, newest first (the timeline hides 'deleted' events),
 * with the creator's name; served by inventory_history_item_check_date_idx read backwards.
 */
export async function listItemEvents({ db, orgId }: OrgContext, inventoryItemId: string, limit: number) {
  return db
    .select({
      id: inventoryHistory.id,
      checkDate: inventoryHistory.checkDate,
      monthYear: inventoryHistory.monthYear,
      eventType: inventoryHistory.eventType,
      checkType: inventoryHistory.checkType,
      quantity: inventoryHistory.quantity,
      condition: inventoryHistory.condition,
      location: inventoryHistory.location,
      notes: inventoryHistory.notes,
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
