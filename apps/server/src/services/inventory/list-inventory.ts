import type { InventoryListInput } from "@stockroom/core";
import { assets, assetTypes, inventoryItems } from "@stockroom/db";
import { and, asc, eq } from "drizzle-orm";
import { assetInventoryItem } from "../assets/asset-inventory-item";
import type { OrgContext } from "../context";
import { readListPage } from "../lists/list-page";
import { assetTextMatch } from "../queries";
import { inventorySummaryFields, toInventorySummary } from "./asset-inventory-summary";

/**
 * The /inventory card grid: one page of asset-with-inventory summaries, by asset name, from
 * the pager (services/lists/list-page.ts): the page's ids from assets_org_deleted_name_idx
 * (organization, is_deleted, name, id), the summaries of those ids in the same statement,
 * the total from a capped count unless the screen sent back the one it has.
 */
export async function listInventory({ db, orgId }: OrgContext, input: InventoryListInput, now = new Date()) {
  const where = and(
    eq(assets.organizationId, orgId),
    eq(assets.isDeleted, false),
    input.assetTypeId ? eq(assets.assetTypeId, input.assetTypeId) : undefined,
    input.assetId ? eq(assets.id, input.assetId) : undefined,
    assetTextMatch("inventory", input.search),
  );
  const page = await readListPage(
    db,
    input,
    {
      orgId,
      from: assets,
      where,
      orderBy: [asc(assets.name), asc(assets.id)],
      keys: [
        { expr: assets.name, dir: "asc" },
        { expr: assets.id, dir: "asc" },
      ],
      rowId: "asset_id",
    },
    (page) =>
      db
        .select({ ...inventorySummaryFields(orgId, now), keptCheck: page.check })
        .from(page.from)
        .innerJoin(assets, page.rowsOf(assets, orgId))
        .innerJoin(assetTypes, eq(assetTypes.id, assets.assetTypeId))
        .leftJoin(inventoryItems, assetInventoryItem(orgId))
        .orderBy(page.position),
  );
  return { ...page, items: page.items.map(toInventorySummary) };
}
