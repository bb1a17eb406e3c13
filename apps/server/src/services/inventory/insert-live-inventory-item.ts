import { type DbOrTx, inventoryItems } from "@stockroom/db";
import { sql } from "drizzle-orm";

/**
 * Adds an asset's inventory item unless the asset already has a live one (the partial
 * unique index on asset_id where not deleted): the new item's id, or undefined when
 * another one is there (a concurrent request made it first).
 */
export async function insertLiveInventoryItem(
  tx: DbOrTx,
  values: typeof inventoryItems.$inferInsert,
): Promise<{ id: string } | undefined> {
  const [row] = await tx
    .insert(inventoryItems)
    .values(values)
    .onConflictDoNothing({ target: inventoryItems.assetId, where: sql`${inventoryItems.isDeleted} = false` })
    .returning({ id: inventoryItems.id });
  return row;
}
