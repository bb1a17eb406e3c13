import {
  ANOMALY_CONTEXT_EVENTS,
  FORECAST_MAX_EVENT_QUANTITY,
  FORECAST_MIN_EVENTS,
  FORECAST_WINDOW_DAYS,
  type InventoryEvent,
} from "@stockroom/core";
import { type SQL, sql } from "drizzle-orm";
import { entryAsCorrected } from "../queries";

/**
 * The newest events of the forecast's 30-day window read for one item. An item counted many
 * times a day would otherwise send thousands of rows with every count; 200 events (a count
 * every 3.6 hours for 30 days) already give the daily usage its shape (docs/decisions.md).
 */
export const FORECAST_WINDOW_READ_LIMIT = 200;

/** An inventory_history row as core's forecast and anomaly rules read it (json from SQL). */
export interface ForecastEventRow {
  id: string;
  quantity: number;
  event_type: string;
  check_date: string;
  created_at: string;
  created_by: string | null;
  validation_status: string | null;
  edit_history: unknown;
  response_data: Record<string, unknown> | null;
}

export function toInventoryEvent(row: ForecastEventRow): InventoryEvent {
  return {
    id: row.id,
    quantity: Number(row.quantity),
    event_type: row.event_type,
    check_date: row.check_date,
    created_at: row.created_at,
    created_by: row.created_by,
    validation_status: row.validation_status,
    edit_history: row.edit_history,
    response_data: row.response_data,
  };
}

/**
 * A json array (newest first) of the events of item `item` (an SQL expression: a column of the
 * calling statement, or a parameter) that core's usage forecast and anomaly rules need, as of
 * `at`, each entry as corrected (`entryAsCorrected`), deleted entries left out:
 * - the events of the last 30 days up to `at` (the forecast's window; the newest 200);
 * - the 3 newest events before the window that the forecast can use (not intake, at most 1000
 *   units), so "needs at least 3 events" counts events older than the window too;
 * - the newest events before `at` (up to 6), the context core's anomaly rules compare with.
 * Every part walks inventory_history_item_check_date_idx backwards from `at`.
 */
export function forecastEventsJson(orgId: string, item: SQL, at: Date): SQL<ForecastEventRow[]> {
  const atText = at.toISOString();
  const since = new Date(at.getTime() - FORECAST_WINDOW_DAYS * 86_400_000).toISOString();
  const c = entryAsCorrected("fh");
  const live = sql`fh.organization_id = ${orgId} and fh.inventory_item_id = ${item}
      and fh.is_deleted = false and fh.event_type <> 'deleted' and fh.check_date <= ${atText}`;
  const part = (where: SQL, limit: number) => sql`(select fh.id from inventory_history fh ${c.join}
      where ${live} and ${where} order by fh.check_date desc, fh.created_at desc limit ${limit})`;
  return sql<ForecastEventRow[]>`(select coalesce(json_agg(json_build_object(
        'id', fh.id, 'quantity', ${c.quantity}, 'event_type', fh.event_type, 'check_date', fh.check_date,
        'created_at', fh.created_at, 'created_by', fh.created_by, 'validation_status', fh.validation_status,
        'edit_history', fh.edit_history, 'response_data', fh.response_data)
        order by fh.check_date desc, fh.created_at desc), '[]'::json)
      from inventory_history fh ${c.join}
      where fh.id in (
        ${part(sql`fh.check_date >= ${since}`, FORECAST_WINDOW_READ_LIMIT)}
        union ${part(
          sql`fh.check_date < ${since} and fh.event_type <> 'intake' and ${c.quantity} <= ${FORECAST_MAX_EVENT_QUANTITY}`,
          FORECAST_MIN_EVENTS,
        )}
        union ${part(sql`true`, ANOMALY_CONTEXT_EVENTS + 1)}))`;
}
