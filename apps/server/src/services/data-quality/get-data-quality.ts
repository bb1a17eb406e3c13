import {
  type AssetDataQuality,
  addMonthsToKey,
  assessAssetDataQuality,
  type DataQualityOverview,
  dataQualityOverview,
  findTotalField,
  generateInsights,
  type Insight,
  monthKey,
  parseFormSchema,
} from "@stockroom/core";
import { assets, type DbOrTx, formSubmissions, forms, inventoryHistory, inventoryItems } from "@stockroom/db";
import { sql } from "drizzle-orm";
import { entryAsCorrected, lastMonthInputs, loadOrgTimeZone } from "../queries";

/** Days within which an item with stock events counts as used (low utilization rule). */
export const UTILIZATION_WINDOW_DAYS = 30;
/** Months of history behind the trend insight. */
export const TREND_MONTHS = 12;
/** Items listed under "Needs attention". */
export const ATTENTION_ITEMS = 5;

export interface DataQualityReport {
  overview: DataQualityOverview;
  insights: Insight[];
  attention: {
    assetId: string;
    assetName: string;
    score: number;
    severity: string;
    recommendation: string | null;
    /** The item's last-month total (as a report's row reads it); null when there is none. */
    lastMonthTotal: number | null;
  }[];
  counts: { submissions: number; historyEntries: number; forms: number };
  computedAt: Date;
}

type LastMonthFacts = {
  prev_form_id: string | null;
  prev_data: Record<string, unknown> | null;
  prev_quantity: number | null;
  first_quantity: number | null;
};

type ItemFacts = LastMonthFacts & {
  item_id: string;
  asset_id: string;
  asset_name: string;
  quantity: number;
  current_price: string | number | null;
  last_form_id: string | null;
  last_data: Record<string, unknown> | null;
  last_form_at: string | Date | null;
  checks: number;
  last_check: string | Date | null;
  recent_events: number;
};

/**
 * The Data Quality screen's figures from the organization's own data (the earlier version
 * showed a fixed 87/100, 3 and 94%): four statements whatever the number of assets —
 * one row of facts per item (window/aggregate subqueries over submissions and history,
 * no per-asset queries), the forms for total-field labels, organization totals and the
 * monthly series — then core's quality rules and insights over those rows.
 */
export async function getDataQuality({
  db,
  orgId,
  now = new Date(),
}: {
  db: DbOrTx;
  orgId: string;
  now?: Date;
}): Promise<DataQualityReport> {
  const timeZone = await loadOrgTimeZone(db, orgId);
  const current = monthKey(now, timeZone);
  const recentFrom = new Date(now.getTime() - UTILIZATION_WINDOW_DAYS * 86_400_000).toISOString();

  const factRows = await db.execute<Omit<ItemFacts, keyof LastMonthFacts>>(sql`
    with items as (
      select i.id, i.asset_id, a.name as asset_name, i.quantity, i.current_price
      from ${inventoryItems} i join ${assets} a on a.id = i.asset_id and a.is_deleted = false
      where i.organization_id = ${orgId} and i.is_deleted = false
    ),
    last_sub as (
      select distinct on (s.asset_id) s.asset_id, s.form_id, s.submission_data, s.created_at
      from ${formSubmissions} s
      where s.organization_id = ${orgId} and s.is_deleted = false
      order by s.asset_id, s.created_at desc, s.id desc
    ),
    hist as (
      select h.inventory_item_id,
             count(*) filter (where h.check_type <> 'initial')::int as checks,
             max(h.check_date) as last_check,
             count(*) filter (where h.check_date >= ${recentFrom}::timestamptz
                                and h.event_type <> 'intake')::int as recent_events
      from ${inventoryHistory} h
      where h.organization_id = ${orgId} and h.is_deleted = false
      group by h.inventory_item_id
    )
    select items.id as item_id, items.asset_id, items.asset_name, items.quantity, items.current_price,
           last_sub.form_id as last_form_id, last_sub.submission_data as last_data, last_sub.created_at as last_form_at,
           coalesce(hist.checks, 0) as checks, hist.last_check, coalesce(hist.recent_events, 0) as recent_events
    from items
    left join last_sub on last_sub.asset_id = items.asset_id
    left join hist on hist.inventory_item_id = items.id
    order by items.asset_name, items.id`);
  // The same inputs of the last-month total as a report's rows (one gatherer).
  const lastMonth = await lastMonthInputs(
    db,
    { orgId, timeZone },
    factRows.map((f) => ({ assetId: f.asset_id, month: current })),
  );
  const lastMonthByAsset = new Map(lastMonth.map((r) => [r.asset_id, r]));
  const facts: ItemFacts[] = factRows.map((f) => {
    const r = lastMonthByAsset.get(f.asset_id);
    return {
      ...f,
      prev_form_id: r?.prev_form_id ?? null,
      prev_data: r?.prev_data ?? null,
      prev_quantity: r?.prev_quantity ?? null,
      first_quantity: r?.first_quantity ?? null,
    };
  });

  const formRows = await db.execute<{ id: string; form_data: unknown }>(sql`
    select f.id, f.form_data from ${forms} f where f.organization_id = ${orgId}`);
  const fieldsByForm = new Map(formRows.map((f) => [f.id, parseFormSchema(f.form_data)?.fields ?? null]));

  const [totals] = await db.execute<{ submissions: number; history_entries: number; forms_used: number }>(sql`
    select
      (select count(*)::int from ${formSubmissions} s where s.organization_id = ${orgId} and s.is_deleted = false) as submissions,
      (select count(*)::int from ${inventoryHistory} h where h.organization_id = ${orgId} and h.is_deleted = false) as history_entries,
      (select count(distinct s.form_id)::int from ${formSubmissions} s
         where s.organization_id = ${orgId} and s.is_deleted = false) as forms_used`);

  const fromKey = addMonthsToKey(current, -(TREND_MONTHS - 1));
  const trendQuantity = entryAsCorrected("h");
  const trend = await db.execute<{ month_year: string; average: string | number }>(sql`
    select h.month_year, avg(${trendQuantity.quantity}) as average from ${inventoryHistory} h
    ${trendQuantity.join}
    where h.organization_id = ${orgId} and h.is_deleted = false and h.event_type <> 'deleted'
      and h.month_year >= ${fromKey}
    group by h.month_year order by h.month_year`);

  const assessments: (AssetDataQuality & { facts: ItemFacts })[] = facts.map((f) => {
    const lastFields = f.last_form_id ? (fieldsByForm.get(f.last_form_id) ?? []) : [];
    const latestTotal = f.last_data ? findTotalField(f.last_data, lastFields ?? []) : null;
    const assessed = assessAssetDataQuality({
      realTimeQuantity: f.quantity,
      latestFormTotal: latestTotal?.amount ?? null,
      lastFormDate: f.last_form_at,
      lastMonth: {
        previousMonthSubmission: f.prev_data
          ? { submission_data: f.prev_data, fields: (f.prev_form_id ? fieldsByForm.get(f.prev_form_id) : null) ?? [] }
          : null,
        previousMonthHistory: f.prev_quantity === null ? null : { quantity: f.prev_quantity },
        currentMonthFirstRecord: f.first_quantity === null ? null : { quantity: f.first_quantity },
      },
      now,
    });
    return { ...assessed, facts: f };
  });
  const overview = dataQualityOverview(assessments);

  // Completeness of the latest answers: fields of the form left empty.
  let fieldTotal = 0;
  let fieldMissing = 0;
  for (const f of facts) {
    const fields = f.last_form_id ? fieldsByForm.get(f.last_form_id) : null;
    if (!f.last_data || !fields) continue;
    for (const field of fields) {
      if (field.type === "calculated" || field.type === "formula") continue;
      fieldTotal++;
      const value = f.last_data[field.id];
      if (value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0)) {
        fieldMissing++;
      }
    }
  }

  const insights =
    facts.length === 0
      ? []
      : generateInsights({
          now,
          systemScore: overview.score,
          items: facts.map((f) => {
            const price = f.current_price === null ? null : Number(f.current_price);
            return {
              quantity: f.quantity,
              value: price === null || Number.isNaN(price) ? null : price * f.quantity,
              hasHistory: f.checks > 0,
              lastCheckDate: f.last_check,
              active: f.recent_events > 0,
            };
          }),
          fieldValues: { missing: fieldMissing, total: fieldTotal },
          dataSourceCount: totals?.forms_used ?? 0,
          recordCount: (totals?.submissions ?? 0) + (totals?.history_entries ?? 0),
          trendValues: trend.map((t) => Number(t.average)),
        });

  const attention = assessments
    .filter((a) => a.consistency.severity !== "none" || a.quality.needsImprovement)
    .sort(
      (x, y) =>
        Number(y.consistency.severity === "urgent") - Number(x.consistency.severity === "urgent") ||
        x.quality.score - y.quality.score,
    )
    .slice(0, ATTENTION_ITEMS)
    .map((a) => ({
      assetId: a.facts.asset_id,
      assetName: a.facts.asset_name,
      score: a.quality.score,
      severity: a.consistency.severity,
      recommendation: a.consistency.recommendations[0] ?? a.quality.suggestion,
      lastMonthTotal: a.lastMonthTotal.source === "none" ? null : a.lastMonthTotal.amount,
    }));

  return {
    overview,
    insights,
    attention,
    counts: {
      submissions: totals?.submissions ?? 0,
      historyEntries: totals?.history_entries ?? 0,
      forms: totals?.forms_used ?? 0,
    },
    computedAt: now,
  };
}
