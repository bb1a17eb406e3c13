import { type SnapshotFiltersInput, snapshotFilterBounds } from "@stockroom/core";
import { assets, monthlyInventorySnapshots } from "@stockroom/db";
import { and, between, eq, ilike, type SQL, sql } from "drizzle-orm";

const s = monthlyInventorySnapshots;

/** `%term%` with %, _ and \ taken literally. */
function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * "by organization, not deleted, snapshot_date range, optional asset_name search, assets
 * of chosen types": the range runs from the first day of the start month to the last day
 * of the end month (spec 02 §5).
 */
export function snapshotWhere(orgId: string, filters: SnapshotFiltersInput): SQL {
  const { start, end } = snapshotFilterBounds(filters.fromMonth, filters.toMonth);
  const conditions: SQL[] = [eq(s.organizationId, orgId), between(s.snapshotDate, start, end), eq(s.isDeleted, false)];
  if (filters.search !== "") conditions.push(ilike(s.assetName, containsPattern(filters.search)));
  if (filters.assetTypeId) {
    // Only the organization's own assets of that type.
    conditions.push(
      sql`${s.assetId} in (select ${assets.id} from ${assets} where ${assets.organizationId} = ${orgId} and ${assets.assetTypeId} = ${filters.assetTypeId})`,
    );
  }
  return and(...conditions) as SQL;
}
