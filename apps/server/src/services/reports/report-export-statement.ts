import { LATEST_SUBMISSIONS_PER_ASSET, type ReportGenerateInput } from "@stockroom/core";
import { type SQL, sql } from "drizzle-orm";
import { entryAsCorrected, newestSubmissions, orgMonthStart } from "../queries";
import { reportAssetFilter } from "./report-assets";

/**
 * One row of a latest- or comparison-mode export as the statement below returns it: the
 * asset, the submission the row shows (null for an asset without one in the range) and,
 * on the first row of each (asset, month), the inputs of that month's last-month total.
 */
export interface ReportExportRow {
  name: string;
  type_name: string;
  created_at: Date | null;
  form_id: string | null;
  data: Record<string, unknown> | null;
  /** Comparison mode: the submission before the shown one (any date). */
  previous_form_id: string | null;
  previous_data: Record<string, unknown> | null;
  /** The stored size of the answer sets this row carries (`pg_column_size`): what sizes the next cursor batch. */
  bytes: number;
  /** True on the first row of its (asset, month): the four inputs below are read for it; later rows reuse its total. */
  new_month: boolean;
  prev_form_id: string | null;
  prev_data: Record<string, unknown> | null;
  prev_quantity: number | null;
  first_quantity: number | null;
}

/** A YYYY-MM key of the month before `month` (core's previousMonthKey in SQL). */
const monthBefore = (month: SQL) => sql`to_char(to_date(${month}, 'YYYY-MM') - interval '1 month', 'YYYY-MM')`;

/**
 * The whole latest- or comparison-mode report as one statement (issue 23 "Reports"), read
 * through a cursor by the CSV export: the organization's assets in (name, id) order from
 * its index, each with the submissions its rows show (latest: up to three newest in the
 * range; comparison: the newest in the range and the one before it), and, once per (asset,
 * month), the inputs of spec 02 §9's last-month total that `lastMonthInputs` reads for the
 * screen (the latest submission of the month before, that month's last inventory entry and
 * the month's first, both as corrected). Rows come in the order the screen shows them, so
 * the first rows leave before the last are computed. `answers` / `lastMonth`: whether any
 * answer column or the Last Month Total column is exported; what is not needed is not read.
 */
export function reportExportStatement({
  orgId,
  input,
  start,
  end,
  timeZone,
  thisMonth,
  answers,
  lastMonth,
}: {
  orgId: string;
  input: ReportGenerateInput;
  /** The range's ends as ISO instants (inclusive). */
  start: string;
  end: string;
  timeZone: string;
  /** The organization's current month: the month of an asset's row without a submission. */
  thisMonth: string;
  answers: boolean;
  lastMonth: boolean;
}): SQL {
  const comparison = input.viewMode === "comparison";
  const shown = newestSubmissions({
    orgId,
    assetId: sql`a.id`,
    from: start,
    to: end,
    limit: comparison ? 1 : LATEST_SUBMISSIONS_PER_ASSET,
    columns: sql`s.id, s.form_id, s.created_at, ${answers ? sql`s.submission_data` : sql`null::jsonb`} as data,
                 to_char(s.created_at at time zone ${timeZone}::text, 'YYYY-MM') as month`,
  });
  const previous =
    comparison && answers
      ? sql`left join lateral ${newestSubmissions({
          orgId,
          assetId: sql`a.id`,
          limit: 1,
          before: { createdAt: sql`sh.created_at`, id: sql`sh.id` },
          columns: sql`s.form_id, s.submission_data`,
        })} cmp on true`
      : sql``;
  const month = sql`coalesce(sh.month, ${thisMonth}::text)`;
  const newMonth = sql`coalesce(sh.new_month, true)`;
  const prevEntry = entryAsCorrected("h");
  const firstEntry = entryAsCorrected("f");
  // The inputs of the last-month total, read only on the first row of an (asset, month):
  // the condition is on the outer row, so PostgreSQL skips the index reads of the others.
  const lastMonthJoins = lastMonth
    ? sql`
    left join inventory_items i on i.asset_id = a.id and i.organization_id = ${orgId} and i.is_deleted = false
    left join lateral (
      select s.form_id, s.submission_data from form_submissions s
      where ${newMonth} and s.asset_id = a.id and s.organization_id = ${orgId} and s.is_deleted = false
        and s.created_at >= ${orgMonthStart(monthBefore(month), timeZone)}
        and s.created_at < ${orgMonthStart(month, timeZone)}
      order by s.created_at desc, s.id desc limit 1) ps on true
    left join lateral (
      select ${prevEntry.quantity} as quantity from inventory_history h
      ${prevEntry.join}
      where ${newMonth} and h.inventory_item_id = i.id and h.organization_id = ${orgId} and h.is_deleted = false
        and h.event_type <> 'deleted' and h.month_year = ${monthBefore(month)}
      order by h.check_date desc, h.created_at desc, h.id desc limit 1) ph on true
    left join lateral (
      select ${firstEntry.quantity} as quantity from inventory_history f
      ${firstEntry.join}
      where ${newMonth} and f.inventory_item_id = i.id and f.organization_id = ${orgId} and f.is_deleted = false
        and f.event_type <> 'deleted' and f.month_year = ${month}
      order by f.check_date asc, f.created_at asc, f.id asc limit 1) cf on true`
    : sql``;
  return sql`/* report csv export */
    select a.name, t.name as type_name, sh.created_at, sh.form_id, sh.data,
           ${comparison && answers ? sql`cmp.form_id as previous_form_id, cmp.submission_data as previous_data` : sql`null::uuid as previous_form_id, null::jsonb as previous_data`},
           ${newMonth} as new_month,
           (coalesce(pg_column_size(sh.data), 0)
            ${comparison && answers ? sql`+ coalesce(pg_column_size(cmp.submission_data), 0)` : sql``}
            ${lastMonth ? sql`+ coalesce(pg_column_size(ps.submission_data), 0)` : sql``})::int as bytes,
           ${lastMonth ? sql`ps.form_id as prev_form_id, ps.submission_data as prev_data, ph.quantity as prev_quantity, cf.quantity as first_quantity` : sql`null::uuid as prev_form_id, null::jsonb as prev_data, null::int as prev_quantity, null::int as first_quantity`}
    from assets a
    join asset_types t on t.id = a.asset_type_id
    left join lateral (
      select x.*, x.month is distinct from lag(x.month) over (order by x.created_at desc, x.id desc) as new_month
      from ${shown} x) sh on true
    ${previous}
    ${lastMonthJoins}
    where ${reportAssetFilter(orgId, input)}
    order by a.name, a.id, sh.created_at desc, sh.id desc`;
}
