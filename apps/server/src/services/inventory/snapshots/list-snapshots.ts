import type { SnapshotExportInput, SnapshotListInput } from "@stockroom/core";
import { SNAPSHOT_COUNT_CAP, SNAPSHOT_EXPORT_LIMIT } from "@stockroom/core";
import { monthlyInventorySnapshots } from "@stockroom/db";
import { and, count, desc, inArray, sql } from "drizzle-orm";
import type { OrgContext } from "../../context";
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
 * The Monthly History tab: one page, newest snapshot date first, read along the index
 * (organization_id, snapshot_date, id); the total is a separate count over the same
 * filters that stops after SNAPSHOT_COUNT_CAP rows (`capped` then says "more"): counting
 * every snapshot of 20,000 assets over 24 months would cost more than the page itself.
 */
export async function listSnapshots({ db, orgId }: OrgContext, { filters, page, pageSize }: SnapshotListInput) {
  const where = snapshotWhere(orgId, filters);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(s)
      .where(where)
      .orderBy(desc(s.snapshotDate), desc(s.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(
      db
        .select({ one: sql`1` })
        .from(s)
        .where(where)
        .limit(SNAPSHOT_COUNT_CAP + 1)
        .as("capped"),
    ),
  ]);
  const n = total?.n ?? 0;
  return { rows, total: Math.min(n, SNAPSHOT_COUNT_CAP), capped: n > SNAPSHOT_COUNT_CAP, page, pageSize };
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
