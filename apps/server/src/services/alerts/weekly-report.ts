import {
  dataQualityScoreChange,
  isVerifiedEvent,
  STOCK_THRESHOLDS,
  WEEKLY_REPORT_LINK_PATH,
  type WeeklyReportEventData,
  weeklyReportWeek,
} from "@stockroom/core";
import { type Database, organizations, weeklyReports } from "@stockroom/db";
import { sql } from "drizzle-orm";
import { getDataQuality } from "../data-quality/get-data-quality";
import { emitEvent } from "../events/emit-event";

export interface DueWeeklyReport {
  organizationId: string;
  /** The organization's local Monday (YYYY-MM-DD). */
  week: string;
}

/**
 * The organizations whose weekly report is due at `now`: their local clock reads Monday
 * 08:00–08:59 (core's weeklyReportWeek) and no report was made for that week yet.
 */
export async function dueWeeklyReports(db: Database, now: Date): Promise<DueWeeklyReport[]> {
  const orgs = await db.select({ id: organizations.id, timeZone: organizations.timeZone }).from(organizations);
  const due = orgs.flatMap((o) => {
    const week = weeklyReportWeek(now, o.timeZone);
    return week ? [{ organizationId: o.id, week }] : [];
  });
  if (due.length === 0) return [];
  const done = await db.execute<{ organization_id: string; week: string }>(sql`
    select organization_id, week from ${weeklyReports}
    where (organization_id, week) in (select * from unnest(
      ${`{${due.map((d) => d.organizationId).join(",")}}`}::uuid[], ${`{${due.map((d) => d.week).join(",")}}`}::text[]))`);
  const made = new Set(done.map((r) => `${r.organization_id}/${r.week}`));
  return due.filter((d) => !made.has(`${d.organizationId}/${d.week}`));
}

export type WeeklyReportData = WeeklyReportEventData;

/**
 * Makes one organization's weekly report and emits `report.weekly`, in one transaction: the
 * weekly_reports row (organization, week) claims the week first, so a second run of the same
 * week (a retry, another server) finds it and emits nothing. Answers the report, or null when
 * it was already made.
 *
 * - counts made: inventory history entries of the last 7 local days (Monday to Sunday);
 * - items low / out: live items at 'Low Stock' (1–10) and 'Out of Stock' (0) now, and those at
 *   or below their reorder point;
 * - anomalies open: counts of the week that core's anomaly rules flagged (`inventory.alert`)
 *   whose entry nobody has dismissed, verified or fixed since;
 * - the data quality score now (the Data Quality screen's) and its change since the last report.
 */
export async function emitWeeklyReport(db: Database, due: DueWeeklyReport): Promise<WeeklyReportData | null> {
  return db.transaction(async (tx) => {
    const orgId = due.organizationId;
    const quality = await getDataQuality({ db: tx, orgId });
    const score = quality.overview.score;
    const claimed = await tx
      .insert(weeklyReports)
      .values({ organizationId: orgId, week: due.week, dataQualityScore: score })
      .onConflictDoNothing()
      .returning({ week: weeklyReports.week });
    if (claimed.length === 0) return null;

    const [row] = await tx.execute<{
      from: string;
      to: string;
      counts: number;
      low: number;
      out: number;
      reorder: number;
      previous_score: number | null;
      flagged: { history_id: string; response_data: Record<string, unknown> | null }[];
    }>(sql`
      with period as (
        select ((${due.week}::date - 7)::timestamp at time zone o.time_zone) as from_at,
               (${due.week}::date::timestamp at time zone o.time_zone) as to_at
        from organizations o where o.id = ${orgId})
      select p.from_at as from, p.to_at as to,
        (select count(*)::int from inventory_history h
           where h.organization_id = ${orgId} and h.is_deleted = false and h.event_type <> 'deleted'
             and h.check_date >= p.from_at and h.check_date < p.to_at) as counts,
        (select count(*)::int from inventory_items i
           where i.organization_id = ${orgId} and i.is_deleted = false
             and i.quantity > ${STOCK_THRESHOLDS.out} and i.quantity <= ${STOCK_THRESHOLDS.low}) as low,
        (select count(*)::int from inventory_items i
           where i.organization_id = ${orgId} and i.is_deleted = false and i.quantity <= ${STOCK_THRESHOLDS.out}) as out,
        (select count(*)::int from inventory_items i
           where i.organization_id = ${orgId} and i.is_deleted = false
             and i.quantity <= coalesce(i.reorder_minimum, i.reorder_point)) as reorder,
        (select w.data_quality_score from weekly_reports w
           where w.organization_id = ${orgId} and w.week < ${due.week}
           order by w.week desc limit 1) as previous_score,
        (select coalesce(json_agg(json_build_object('history_id', h.id, 'response_data', h.response_data)), '[]'::json)
           from domain_events e
           join inventory_history h on h.organization_id = e.organization_id and h.id = (e.data->>'historyId')::uuid
           where e.organization_id = ${orgId} and e.kind = 'inventory.alert'
             and e.created_at >= p.from_at and e.created_at < p.to_at
             and h.is_deleted = false
             and not exists (select 1 from anomaly_dismissals d where d.organization_id = e.organization_id and d.history_id = h.id)
        ) as flagged
      from period p`);
    if (!row) throw new Error("weekly report query returned no row");
    const anomaliesOpen = new Set(
      row.flagged
        .filter((f) => !isVerifiedEvent({ id: f.history_id, quantity: null, response_data: f.response_data }))
        .map((f) => f.history_id),
    ).size;
    const previous = row.previous_score === null ? null : Number(row.previous_score);
    const data: WeeklyReportData = {
      week: due.week,
      from: new Date(row.from).toISOString(),
      to: new Date(row.to).toISOString(),
      countsMade: row.counts,
      itemsLow: row.low,
      itemsOut: row.out,
      itemsAtReorderPoint: row.reorder,
      anomaliesOpen,
      dataQualityScore: score,
      dataQualityScoreChange: dataQualityScoreChange(score, previous),
      reportsPath: WEEKLY_REPORT_LINK_PATH,
    };
    await emitEvent(tx, { orgId, actor: { type: "system", id: null } }, { kind: "report.weekly", data });
    return data;
  });
}
