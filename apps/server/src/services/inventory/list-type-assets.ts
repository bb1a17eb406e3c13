import { ASSET_PICKER_PAGE_SIZE, ASSET_TYPE_NOT_FOUND_MESSAGE, type InventoryAssetPickerInput } from "@stockroom/core";
import { assets, assetTypes, inventoryItems } from "@stockroom/db";
import { and, asc, eq, ilike, isNull, not, or, type SQL, sql } from "drizzle-orm";
import { DomainError } from "../../errors";
import { assetInventoryItem } from "../assets/asset-inventory-item";
import type { OrgContext } from "../context";
import { orgMonthAt } from "../queries";
import { periodicEntryInMonth } from "./asset-inventory-summary";
import { containsPattern } from "./list-inventory";

/**
 * /inventory/asset-type/{id}: the live assets of one type by name, 20 a page, searchable by
 * name, description or asset_id (assets_asset_type_deleted_name_idx gives the order). A
 * monthly pick list leaves out the assets counted this month.
 */
export async function listTypeAssets({ db, orgId }: OrgContext, input: InventoryAssetPickerInput, now = new Date()) {
  const [type] = await db
    .select({ id: assetTypes.id, name: assetTypes.name, color: assetTypes.color, description: assetTypes.description })
    .from(assetTypes)
    .where(
      and(eq(assetTypes.organizationId, orgId), eq(assetTypes.id, input.assetTypeId), isNull(assetTypes.deletedAt)),
    );
  if (!type) throw new DomainError("NOT_FOUND", ASSET_TYPE_NOT_FOUND_MESSAGE);

  const counted = periodicEntryInMonth(orgMonthAt(orgId, now));
  const conditions: SQL[] = [
    eq(assets.organizationId, orgId),
    eq(assets.assetTypeId, input.assetTypeId),
    eq(assets.isDeleted, false),
  ];
  if (input.search !== "") {
    const pattern = containsPattern(input.search);
    const match = or(ilike(assets.name, pattern), ilike(assets.description, pattern), ilike(assets.assetId, pattern));
    if (match) conditions.push(match);
  }
  // The exists() reads the item joined below; a left join without an item has no entry.
  if (input.monthly) conditions.push(not(sql`coalesce(${counted}, false)`));
  const where = and(...conditions);
  const [rows, total] = await Promise.all([
    db
      .select({
        id: assets.id,
        name: assets.name,
        description: assets.description,
        assetCode: assets.assetId,
        status: assets.status,
        inventoryItemId: inventoryItems.id,
        quantity: inventoryItems.quantity,
        countedThisMonth: sql<boolean>`coalesce(${counted}, false)`,
      })
      .from(assets)
      .leftJoin(inventoryItems, assetInventoryItem(orgId))
      .where(where)
      .orderBy(asc(assets.name), asc(assets.id))
      .limit(ASSET_PICKER_PAGE_SIZE)
      .offset((input.page - 1) * ASSET_PICKER_PAGE_SIZE),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(assets)
      .leftJoin(inventoryItems, assetInventoryItem(orgId))
      .where(where),
  ]);
  const n = total[0]?.n ?? 0;
  return {
    assetType: type,
    items: rows,
    total: n,
    page: input.page,
    pageCount: Math.max(1, Math.ceil(n / ASSET_PICKER_PAGE_SIZE)),
  };
}
