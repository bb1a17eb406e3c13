import { ASSET_PICKER_PAGE_SIZE, ASSET_TYPE_NOT_FOUND_MESSAGE, type InventoryAssetPickerInput } from "@stockroom/core";
import { assets, assetTypes, inventoryItems } from "@stockroom/db";
import { and, asc, eq, isNull, not, sql } from "drizzle-orm";
import { DomainError } from "../../errors";
import { assetInventoryItem } from "../assets/asset-inventory-item";
import type { OrgContext } from "../context";
import { readListPage } from "../lists/list-page";
import { assetTextMatch, orgMonthAt } from "../queries";
import { periodicEntryInMonth } from "./asset-inventory-summary";

/**
 * /inventory/asset-type/{id}: the live assets of one type by name, 20 a page, searchable by
 * name, description or asset_id (assets_asset_type_deleted_name_idx gives the order), read
 * by the pager (services/lists/list-page.ts). A monthly pick list leaves out the assets
 * counted this month.
 */
export async function listTypeAssets({ db, orgId }: OrgContext, input: InventoryAssetPickerInput, now = new Date()) {
  const [type] = await db
    .select({ id: assetTypes.id, name: assetTypes.name, color: assetTypes.color, description: assetTypes.description })
    .from(assetTypes)
    .where(
      and(eq(assetTypes.organizationId, orgId), eq(assetTypes.id, input.assetTypeId), isNull(assetTypes.deletedAt)),
    );
  if (!type) throw new DomainError("NOT_FOUND", ASSET_TYPE_NOT_FOUND_MESSAGE);

  const counted = sql<boolean>`coalesce(${periodicEntryInMonth(orgMonthAt(orgId, now))}, false)`;
  const where = and(
    eq(assets.organizationId, orgId),
    eq(assets.assetTypeId, input.assetTypeId),
    eq(assets.isDeleted, false),
    assetTextMatch("inventory", input.search),
    // The exists() reads the item joined below; a left join without an item has no entry.
    input.monthly ? not(counted) : undefined,
  );
  // Only the monthly pick list needs the item (its exists() reads inventory_items.id).
  const ids = db.select({ id: assets.id }).from(assets).$dynamic();
  if (input.monthly) ids.leftJoin(inventoryItems, assetInventoryItem(orgId));
  const countFrom = input.monthly ? sql`${assets} left join ${inventoryItems} on ${assetInventoryItem(orgId)}` : assets;
  const page = await readListPage(
    db,
    { ...input, pageSize: ASSET_PICKER_PAGE_SIZE },
    { orgId, from: assets, where, orderBy: [asc(assets.name), asc(assets.id)], ids, count: { from: countFrom } },
    (page) =>
      db
        .select({
          id: assets.id,
          name: assets.name,
          description: assets.description,
          assetCode: assets.assetId,
          status: assets.status,
          inventoryItemId: inventoryItems.id,
          quantity: inventoryItems.quantity,
          countedThisMonth: counted,
          keptCheck: page.check,
        })
        .from(page.from)
        .innerJoin(assets, page.rowsOf(assets, orgId))
        .leftJoin(inventoryItems, assetInventoryItem(orgId))
        .orderBy(page.position),
  );
  return { ...page, assetType: type };
}
