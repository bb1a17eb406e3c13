import {
  type Language,
  REORDER_CSV_HEADER,
  REORDER_EXPORT_MAX_ROWS,
  type ReorderLine,
  type ReorderListInput,
  reorderLine,
  unitLabel,
} from "@stockroom/core";
import { writeCsv } from "@stockroom/core/csv/writeCsv";
import { assets, assetTypes, type DbOrTx, inventoryItems } from "@stockroom/db";
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import { REORDER_CSV_HEADERS } from "../../i18n/notificationTexts";
import type { OrgContext } from "../context";
import { readListPage } from "../lists/list-page";

export interface ReorderListItem extends ReorderLine {
  inventoryItemId: string;
  itemName: string;
  assetId: string;
  assetName: string;
  assetTypeName: string | null;
  quantity: number;
  unit: string;
}

/**
 * Days until empty as the reorder index sorts it (core's daysUntilEmpty: floor of stock over
 * daily usage, null without usage, which sorts last). The same text as the index expression.
 */
const daysUntilEmptySql = sql`(case when ${inventoryItems.dailyUsage} > 0 then floor(${inventoryItems.quantity} / ${inventoryItems.dailyUsage}) end)`;

/** Live items of live assets at or below their reorder point: the admin's minimum, else the forecast's. */
function reorderWhere(orgId: string): SQL | undefined {
  return and(
    eq(inventoryItems.organizationId, orgId),
    eq(inventoryItems.isDeleted, false),
    sql`${inventoryItems.quantity} <= coalesce(${inventoryItems.reorderMinimum}, ${inventoryItems.reorderPoint})`,
    eq(assets.isDeleted, false),
  );
}

const liveAsset = (orgId: string) => and(eq(assets.id, inventoryItems.assetId), eq(assets.organizationId, orgId));

/** The details' columns; `keptCheck` is the pager's check of its kept total (null outside the pager). */
function detailsQuery(db: DbOrTx, keptCheck: SQL<string | null> = sql`null::text`) {
  return db.select({
    inventoryItemId: inventoryItems.id,
    itemName: inventoryItems.name,
    quantity: inventoryItems.quantity,
    reorderMinimum: inventoryItems.reorderMinimum,
    reorderPoint: inventoryItems.reorderPoint,
    dailyUsage: inventoryItems.dailyUsage,
    assetId: assets.id,
    assetName: assets.name,
    assetTypeName: assetTypes.name,
    unitType: sql<string | null>`${assets.metadata}->>'unit_type'`,
    keptCheck,
  });
}

interface DetailsRow {
  inventoryItemId: string;
  itemName: string;
  quantity: number;
  reorderMinimum: number | null;
  reorderPoint: number | null;
  dailyUsage: number | null;
  assetId: string;
  assetName: string;
  assetTypeName: string | null;
  unitType: string | null;
}

function toReorderItem(row: DetailsRow): ReorderListItem {
  return {
    inventoryItemId: row.inventoryItemId,
    itemName: row.itemName,
    assetId: row.assetId,
    assetName: row.assetName,
    assetTypeName: row.assetTypeName,
    quantity: row.quantity,
    unit: unitLabel(row.assetTypeName, row.unitType),
    ...reorderLine({
      quantity: row.quantity,
      reorderMinimum: row.reorderMinimum,
      forecastReorderPoint: row.reorderPoint,
      dailyUsage: row.dailyUsage === null ? null : Number(row.dailyUsage),
    }),
  };
}

/**
 * /inventory/reorder (issue 25 "Reorder list"): the items at or below their reorder point,
 * the soonest to run out first (days until empty, then name), through the pager: the page's
 * ids walk inventory_items_org_reorder_idx (a partial index holding only such items), then
 * the details of those ids; core's reorderLine gives days until empty and the suggested order.
 */
export async function listReorderItems({ db, orgId }: OrgContext, input: ReorderListInput) {
  const where = reorderWhere(orgId);
  const page = await readListPage(
    db,
    input,
    {
      orgId,
      from: inventoryItems,
      where,
      orderBy: [asc(daysUntilEmptySql), asc(inventoryItems.name), asc(inventoryItems.id)],
      ids: db.select({ id: inventoryItems.id }).from(inventoryItems).innerJoin(assets, liveAsset(orgId)).$dynamic(),
      count: { from: sql`${inventoryItems} inner join ${assets} on ${liveAsset(orgId)}` },
    },
    (page) =>
      detailsQuery(db, page.check)
        .from(page.from)
        .innerJoin(inventoryItems, page.rowsOf(inventoryItems, orgId))
        .innerJoin(assets, liveAsset(orgId))
        .leftJoin(assetTypes, eq(assetTypes.id, assets.assetTypeId))
        .orderBy(page.position),
  );
  return { ...page, items: page.items.map(toReorderItem) };
}

/**
 * The reorder list as CSV (core's writeCsv), every listed item in the list's order, at most
 * 10,000; the header in the requester's language (`language`, English by default).
 */
export async function exportReorderCsv({
  db,
  orgId,
  language = "en",
}: OrgContext & { language?: Language }): Promise<{ csv: string; rows: number; truncated: boolean }> {
  const rows = await detailsQuery(db)
    .from(inventoryItems)
    .innerJoin(assets, liveAsset(orgId))
    .leftJoin(assetTypes, eq(assetTypes.id, assets.assetTypeId))
    .where(reorderWhere(orgId))
    .orderBy(asc(daysUntilEmptySql), asc(inventoryItems.name), asc(inventoryItems.id))
    .limit(REORDER_EXPORT_MAX_ROWS + 1);
  const items = rows.slice(0, REORDER_EXPORT_MAX_ROWS).map(toReorderItem);
  const csv = writeCsv(
    language === "en" ? REORDER_CSV_HEADER : REORDER_CSV_HEADERS[language],
    items.map((i) => [
      i.assetName,
      i.itemName,
      i.assetTypeName ?? "",
      i.quantity,
      i.reorderPoint,
      i.reorderPointSource ?? "",
      i.dailyUsage === null ? "" : Math.round(i.dailyUsage * 100) / 100,
      i.daysUntilEmpty,
      i.suggestedOrderQuantity,
    ]),
  );
  return { csv, rows: items.length, truncated: rows.length > REORDER_EXPORT_MAX_ROWS };
}
