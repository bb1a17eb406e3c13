import type { SnapshotExportInput, SnapshotListInput } from "@stockroom/core";
import { SNAPSHOT_EXPORT_LIMIT } from "@stockroom/core";
import { monthlyInventorySnapshots } from "@stockroom/db";
import { and, desc, inArray } from "drizzle-orm";
import type { OrgContext } from "../../context";
import { readListPage } from "../../lists/list-page";
import { snapshotWhere } from "./snapshot-filters";

const s = monthlyInventorySnapshots;

const columns = {
  id: s.id,
  assetId: s.assetId,
  assetName: s.assetName,
  itemName: s.itemName,
  monthYear: s.monthYear,
  quantity: s.quantity,
  status: s.status,
  location: s.location,
  currentPrice: s.currentPrice,
  currency: s.currency,
  snapshotDate: s.snapshotDate,
};

/**
 * The Monthly History tab: one page, newest snapshot date first, read by the pager
 * (services/lists/list-page.ts) along the index (organization_id, snapshot_date, id); the
 * total is a separate count over the same filters, capped at core's listCountLimit
 * (counting every snapshot of 20,000 assets over 24 months would cost more than the page),
 * and skipped when the screen sends back the total it has for these filters.
 */
export async function listSnapshots({ db, orgId }: OrgContext, input: SnapshotListInput) {
  const where = snapshotWhere(orgId, input.filters);
  const keys = [
    { expr: s.snapshotDate, dir: "desc" },
    { expr: s.id, dir: "desc" },
  ] as const;
  return readListPage(db, input, { orgId, from: s, where, orderBy: [desc(s.snapshotDate), desc(s.id)], keys }, (page) =>
    db
      .select({ ...columns, keptCheck: page.check })
      .from(page.from)
      .innerJoin(s, page.rowsOf(s, orgId))
      .orderBy(page.position),
  );
}

/** Export All (every row of the filters) or Export Selected (those ids, within the filters). */
export async function exportSnapshots({ db, orgId }: OrgContext, { filters, ids }: SnapshotExportInput) {
  if (ids && ids.length === 0) return { rows: [] };
  const where = snapshotWhere(orgId, filters);
  const rows = await db
    .select(columns)
    .from(s)
    .where(ids ? and(where, inArray(s.id, ids)) : where)
    .orderBy(desc(s.snapshotDate), desc(s.id))
    .limit(SNAPSHOT_EXPORT_LIMIT);
  return { rows };
}
