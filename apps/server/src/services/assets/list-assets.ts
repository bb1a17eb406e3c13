import type { AssetListInput } from "@stockroom/core";
import { assets, assetTypes, type DbOrTx, inventoryItems } from "@stockroom/db";
import { and, asc, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { assetInventoryItem } from "./asset-inventory-item";

/** `%term%` for ILIKE, with the term's own % _ \ taken literally. */
function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * One page of the asset grid. The page's ids are chosen first — filtered, sorted and
 * counted in one pass over the assets alone (trigram indexes serve the contains-search
 * on name, description, serial number and asset_id) — and only those rows are joined to
 * their type and stock. The total comes from the same query (a window count).
 */
export async function listAssets(db: DbOrTx, orgId: string, input: AssetListInput) {
  const conditions: SQL[] = [eq(assets.organizationId, orgId), eq(assets.isDeleted, input.archived)];
  if (input.status !== "all") conditions.push(eq(assets.status, input.status));
  if (input.assetTypeId) conditions.push(eq(assets.assetTypeId, input.assetTypeId));
  if (input.search !== "") {
    const pattern = containsPattern(input.search);
    const match = or(
      ilike(assets.name, pattern),
      ilike(assets.description, pattern),
      ilike(assets.serialNumber, pattern),
      ilike(assets.assetId, pattern),
    );
    if (match) conditions.push(match);
  }

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
  const orderBy = [...sortKeys, asc(assets.id)];
  const offset = (input.page - 1) * input.pageSize;

  const pageQuery = db
    .select({
      id: assets.id,
      position: sql<number>`row_number() over (order by ${sql.join(orderBy, sql`, `)})`.as("position"),
      total: sql<number>`count(*) over ()`.as("total"),
    })
    .from(assets)
    .$dynamic();
  // The type's name is only needed to sort by it.
  if (input.sort === "asset_type") pageQuery.innerJoin(sortType, eq(sortType.id, assets.assetTypeId));
  const page = pageQuery
    .where(and(...conditions))
    .orderBy(...orderBy)
    .limit(input.pageSize)
    .offset(offset)
    .as("page");

  const rows = await db
    .select({
      id: assets.id,
      name: assets.name,
      description: assets.description,
      status: assets.status,
      assetId: assets.assetId,
      barcode: assets.barcode,
      serialNumber: assets.serialNumber,
      location: sql<string | null>`${assets.metadata}->>'location'`,
      assetTypeId: assetTypes.id,
      assetTypeName: assetTypes.name,
      assetTypeColor: assetTypes.color,
      inventoryItemId: inventoryItems.id,
      quantity: inventoryItems.quantity,
      createdAt: assets.createdAt,
      updatedAt: assets.updatedAt,
      deletedAt: assets.deletedAt,
      total: sql<string>`${page.total}`,
    })
    .from(page)
    .innerJoin(assets, eq(assets.id, page.id))
    .innerJoin(assetTypes, eq(assetTypes.id, assets.assetTypeId))
    .leftJoin(inventoryItems, assetInventoryItem(orgId))
    .orderBy(asc(page.position));

  let total = rows[0] ? Number(rows[0].total) : 0;
  if (rows.length === 0 && input.page > 1) {
    // Past the last page: the window count saw no rows, so count on its own.
    const [counted] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(assets)
      .where(and(...conditions));
    total = counted?.n ?? 0;
  }
  return {
    items: rows.map(({ total: _total, ...item }) => item),
    total,
    page: input.page,
    pageSize: input.pageSize,
    pageCount: Math.max(1, Math.ceil(total / input.pageSize)),
  };
}
