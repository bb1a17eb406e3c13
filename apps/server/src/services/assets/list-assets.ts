import type { AssetListInput } from "@stockroom/core";
import { assets, assetTypes, inventoryItems } from "@stockroom/db";
import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { OrgContext } from "../context";
import { type ListKey, readListPage } from "../lists/list-page";
import { assetTextMatch } from "../queries";
import { assetInventoryItem } from "./asset-inventory-item";
import { assetTypeColumns } from "./asset-type-columns";

/**
 * One page of the asset grid, the list-query way (services/lists/list-page.ts): the page's
 * ids from the index `(organization_id, is_deleted, name, id)` (trigram indexes serve the
 * contains-search on name, description, serial number and asset_id) and, in the same
 * statement, type and stock for those ids only; the total from a separate count (capped at
 * core's listCountLimit) at the same time, unless the screen sent back the total it has.
 * The page's statement of the unfiltered grid is planned once per connection (`planOnce`).
 */
export async function listAssets({ db, orgId }: OrgContext, input: AssetListInput) {
  const conditions: SQL[] = [eq(assets.organizationId, orgId), eq(assets.isDeleted, input.archived)];
  if (input.status !== "all") conditions.push(eq(assets.status, input.status));
  if (input.assetTypeId) conditions.push(eq(assets.assetTypeId, input.assetTypeId));
  const match = assetTextMatch("catalogue", input.search);
  if (match) conditions.push(match);
  const where = and(...conditions);

  const dir = input.direction === "asc" ? asc : desc;
  const sortType = alias(assetTypes, "sort_type");
  const sortKeys: SQL[] =
    input.sort === "name"
      ? [dir(assets.name)]
      : input.sort === "status"
        ? [dir(assets.status), asc(assets.name)]
        : input.sort === "asset_type"
          ? [dir(sortType.name), asc(assets.name)]
          : input.sort === "created_at"
            ? [dir(assets.createdAt)]
            : [dir(assets.updatedAt)];
  // The id breaks ties in the sort's direction, so `name desc` walks the index backwards.
  const orderBy = [...sortKeys, input.sort === "name" ? dir(assets.id) : asc(assets.id)];
  // The same sort as keys, for keyset paging (the REST API's cursors); the type's name as a
  // correlated subquery, so a key is an expression over assets alone.
  const d: ListKey["dir"] = input.direction === "asc" ? "asc" : "desc";
  const typeName = sql`(select ${assetTypes.name} from ${assetTypes} where ${assetTypes.id} = ${assets.assetTypeId})`;
  const keys: ListKey[] =
    input.sort === "name"
      ? [
          { expr: assets.name, dir: d },
          { expr: assets.id, dir: d },
        ]
      : [
          ...((input.sort === "status"
            ? [
                { expr: assets.status, dir: d },
                { expr: assets.name, dir: "asc" as const },
              ]
            : input.sort === "asset_type"
              ? [
                  { expr: typeName, dir: d },
                  { expr: assets.name, dir: "asc" as const },
                ]
              : [{ expr: input.sort === "created_at" ? assets.createdAt : assets.updatedAt, dir: d }]) as ListKey[]),
          { expr: assets.id, dir: "asc" },
        ];

  const ids = db.select({ id: assets.id }).from(assets).$dynamic();
  // The type's name is only needed to sort by it.
  if (input.sort === "asset_type") ids.innerJoin(sortType, eq(sortType.id, assets.assetTypeId));
  // Filtered by the organization alone (no search, status or type): one plan fits every page.
  const planOnce = !match && input.status === "all" && !input.assetTypeId;
  return readListPage(db, input, { orgId, from: assets, where, orderBy, ids, keys, planOnce }, (page, pageDb) =>
    pageDb
      .select({
        id: assets.id,
        name: assets.name,
        description: assets.description,
        status: assets.status,
        assetId: assets.assetId,
        barcode: assets.barcode,
        serialNumber: assets.serialNumber,
        location: sql<string | null>`${assets.metadata}->>'location'`,
        ...assetTypeColumns,
        inventoryItemId: inventoryItems.id,
        quantity: inventoryItems.quantity,
        createdAt: assets.createdAt,
        updatedAt: assets.updatedAt,
        deletedAt: assets.deletedAt,
        keptCheck: page.check,
      })
      .from(page.from)
      .innerJoin(assets, page.rowsOf(assets, orgId))
      .innerJoin(assetTypes, eq(assetTypes.id, assets.assetTypeId))
      .leftJoin(inventoryItems, assetInventoryItem(orgId))
      .orderBy(page.position),
  );
}
