import {
  type ActivityEntityType,
  type ActivityType,
  addMonthsToKey,
  monthEnd,
  monthKey,
  monthKeysBetween,
  organizationTimeZoneOr,
  SNAPSHOT_MAX_MONTHS,
  STOCK_THRESHOLDS,
} from "@stockroom/core";
import { type Database, monthlySnapshotRuns, organizations } from "@stockroom/db";
import { eq, sql } from "drizzle-orm";
import { orgMonthEnd, stockAt } from "../../queries";

/**
 * One snapshot per live asset with stock, for every organization, of the quantity at the
 * end of the organization's month (issue 20: the month of its time zone): `stockAt` the
 * first instant after the month, as corrected. Status from core's stock thresholds: out_of_stock at 0,
 * low_stock at 10 or less, else active. The snapshot date is the month's last day.
 *
 * Runs once per month whoever calls it: an advisory lock on the month serialises callers,
 * and a month found in monthly_snapshot_runs is skipped; the unique index
 * (organization_id, asset_id, month_year) with `on conflict do nothing` keeps a repeated
 * insert from adding anything even without the run record.
 */
export async function takeMonthlySnapshot(
  db: Database,
  month: string,
): Promise<{ inserted: number; skipped: boolean }> {
  const end = monthEnd(month);
  const snapshotDate = end.toISOString().slice(0, 10);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`stockroom.monthly-snapshot.${month}`}))`);
    const [done] = await tx
      .select({ month: monthlySnapshotRuns.monthYear })
      .from(monthlySnapshotRuns)
      .where(eq(monthlySnapshotRuns.monthYear, month));
    if (done) return { inserted: 0, skipped: true };

    const inserted = await tx.execute<{ organization_id: string; n: number }>(sql`
      with snap as (
        insert into monthly_inventory_snapshots
          (organization_id, asset_id, asset_name, item_name, month_year, quantity, status, location,
           current_price, currency, snapshot_date)
        select a.organization_id, a.id, a.name, i.name, ${month}, h.quantity,
               case when h.quantity <= ${STOCK_THRESHOLDS.out} then 'out_of_stock'
                    when h.quantity <= ${STOCK_THRESHOLDS.low} then 'low_stock'
                    else 'active' end,
               coalesce(h.location, i.location), i.current_price, i.currency, ${snapshotDate}::date
        from assets a
        join organizations o on o.id = a.organization_id
        join inventory_items i
          on i.asset_id = a.id and i.organization_id = a.organization_id and i.is_deleted = false
        join lateral ${stockAt({
          orgId: sql`a.organization_id`,
          itemId: sql`i.id`,
          before: orgMonthEnd(month, sql`o.time_zone`),
        })} h on true
        where a.is_deleted = false
        on conflict (organization_id, asset_id, month_year) do nothing
        returning organization_id
      ), per_org as (
        select organization_id, count(*)::int as n from snap group by organization_id
      ), logged as (
        insert into activity_log (organization_id, actor_id, type, description, entity_type)
        select organization_id, null, ${"monthly_snapshot" satisfies ActivityType},
               'Monthly inventory snapshot for ' || ${month} || ': ' || n || ' assets',
               ${"monthly_snapshot" satisfies ActivityEntityType}
        from per_org
        returning 1
      )
      select organization_id, n from per_org`);
    const total = inserted.reduce((sum, r) => sum + Number(r.n), 0);
    await tx.insert(monthlySnapshotRuns).values({ monthYear: month, snapshotCount: total });
    return { inserted: total, skipped: false };
  });
}

/**
 * The finished months without a snapshot run: from the month of the oldest history entry
 * (at most 24 months back) to last month. A month is taken once it has ended in every
 * organization's time zone (a run covers every organization, each at its own month end).
 */
export async function missingSnapshotMonths(db: Database, now: Date): Promise<string[]> {
  const zones = await db.selectDistinct({ timeZone: organizations.timeZone }).from(organizations);
  // Month keys sort as text: the earliest is the first of the sorted list.
  const lastMonth = [...zones.map((z) => organizationTimeZoneOr(z.timeZone)), "UTC"]
    .map((zone) => addMonthsToKey(monthKey(now, zone), -1))
    .sort()[0] as string;
  const earliestAllowed = addMonthsToKey(lastMonth, -(SNAPSHOT_MAX_MONTHS - 1));
  const [oldest] = await db.execute<{ month: string | null }>(
    sql`select min(month_year) as month from inventory_history where is_deleted = false`,
  );
  if (!oldest?.month) return [];
  const from = oldest.month.localeCompare(earliestAllowed) > 0 ? oldest.month : earliestAllowed;
  if (from > lastMonth) return [];
  const done = await db
    .select({ month: monthlySnapshotRuns.monthYear })
    .from(monthlySnapshotRuns)
    .where(sql`${monthlySnapshotRuns.monthYear} between ${from} and ${lastMonth}`);
  const finished = new Set(done.map((d) => d.month));
  return monthKeysBetween(from, lastMonth).filter((m) => !finished.has(m));
}
