import { previousMonthKey } from "@stockroom/core";
import type { DbOrTx } from "@stockroom/db";
import { sql } from "drizzle-orm";
import { entryAsCorrected } from "./entry-as-corrected";
import { orgMonthStart } from "./org-month";
import { pgArray } from "./pg-array";

export type LastMonthInputRow = {
  asset_id: string;
  month: string;
  prev_form_id: string | null;
  prev_data: Record<string, unknown> | null;
  prev_quantity: number | null;
  first_quantity: number | null;
};

/**
 * For (asset, month) pairs, the inputs of spec 02 §9's last-month total (core's
 * `lastMonthTotal`) in one statement: the latest submission of the previous month, the
 * last inventory history entry of that month and the first entry of the month itself,
 * both as corrected. Months are the organization's (`timeZone`): a submission made at
 * 9 pm on October 31st in New York belongs to October. The one gatherer of these inputs,
 * for a report's rows and for Data Quality.
 */
/** Up to this many pairs the items are looked up one by one (see below). */
const ITEM_PROBE_MAX_PAIRS = 5_000;

export async function lastMonthInputs(
  db: DbOrTx,
  { orgId, timeZone }: { orgId: string; timeZone: string },
  pairs: readonly { assetId: string; month: string }[],
): Promise<LastMonthInputRow[]> {
  if (pairs.length === 0) return [];
  // A report page's few hundred pairs find their item through the (asset_id) index; as a plain
  // join the planner hashed the organization's whole item table for each page (39 of a page's
  // 57 ms at 20,000 assets). Data Quality's pairs cover the organization: there the hash wins.
  // (`limit 1` keeps the subquery a per-row probe; an asset has one live item, a unique index.)
  const item =
    pairs.length > ITEM_PROBE_MAX_PAIRS
      ? sql`left join inventory_items i on i.asset_id = p.asset_id and i.organization_id = ${orgId} and i.is_deleted = false`
      : sql`left join lateral (
          select i.id from inventory_items i
          where i.asset_id = p.asset_id and i.organization_id = ${orgId} and i.is_deleted = false limit 1) i on true`;
  const prev = entryAsCorrected("h");
  const first = entryAsCorrected("f");
  return db.execute<LastMonthInputRow>(sql`
    select p.asset_id, p.month, ps.form_id as prev_form_id, ps.submission_data as prev_data,
           ph.quantity as prev_quantity, cf.quantity as first_quantity
    from unnest(${pgArray(pairs.map((p) => p.assetId))}::uuid[], ${pgArray(pairs.map((p) => p.month))}::text[],
                ${pgArray(pairs.map((p) => previousMonthKey(p.month)))}::text[])
         as p(asset_id, month, prev_month)
    ${item}
    left join lateral (
      select s.form_id, s.submission_data from form_submissions s
      where s.asset_id = p.asset_id and s.organization_id = ${orgId} and s.is_deleted = false
        and s.created_at >= ${orgMonthStart(sql`p.prev_month`, timeZone)}
        and s.created_at < ${orgMonthStart(sql`p.month`, timeZone)}
      order by s.created_at desc, s.id desc limit 1) ps on true
    left join lateral (
      select ${prev.quantity} as quantity from inventory_history h
      ${prev.join}
      where h.inventory_item_id = i.id and h.organization_id = ${orgId} and h.is_deleted = false
        and h.event_type <> 'deleted' and h.month_year = p.prev_month
      order by h.check_date desc, h.created_at desc, h.id desc limit 1) ph on true
    left join lateral (
      select ${first.quantity} as quantity from inventory_history f
      ${first.join}
      where f.inventory_item_id = i.id and f.organization_id = ${orgId} and f.is_deleted = false
        and f.event_type <> 'deleted' and f.month_year = p.month
      order by f.check_date asc, f.created_at asc, f.id asc limit 1) cf on true`);
}
