import { type SnapshotFiltersInput, snapshotFilterBounds } from "@stockroom/core";
import { assets, monthlyInventorySnapshots } from "@stockroom/db";
import { and, between, eq, type SQL, sql } from "drizzle-orm";
import { textMatch } from "../../queries";

const s = monthlyInventorySnapshots;

/**
 * "by organization, not deleted, snapshot_date range, optional asset_name search, assets
 * of chosen types": the range runs from the first day of the start month to the last day
 * of the end month (spec 02 §5).
 */
export function snapshotWhere(orgId: string, filters: SnapshotFiltersInput): SQL {
  const { start, end } = snapshotFilterBounds(filters.fromMonth, filters.toMonth);
  const conditions: SQL[] = [eq(s.organizationId, orgId), between(s.snapshotDate, start, end), eq(s.isDeleted, false)];
  // The snapshot's own asset name ('Search Assets', by asset name): the asset may be renamed since.
  const match = textMatch([s.assetName], filters.search);
  if (match) conditions.push(match);
  if (filters.assetTypeId) {
    // Only the organization's own assets of that type.
    conditions.push(
      sql`${s.assetId} in (select ${assets.id} from ${assets} where ${assets.organizationId} = ${orgId} and ${assets.assetTypeId} = ${filters.assetTypeId})`,
    );
  }
  return and(...conditions) as SQL;
}
