import { type SQL, sql } from "drizzle-orm";
import { entryAsCorrected } from "./entry-as-corrected";

/**
 * An item's stock at an instant: the newest live history entry (not deleted, not a
 * 'deleted' event) with check_date before `before` (every entry when null), read as
 * corrected. Newest is check_date, then created_at, then id. A subquery with columns
 * `quantity` and `location` and at most one row: `join lateral ${stockAt(…)} s on true`.
 * Behind the monthly snapshot (the quantity at the organization's month end) and the
 * resync of an item after a correction (the latest entry).
 */
export function stockAt({ orgId, itemId, before }: { orgId: SQL | string; itemId: SQL | string; before: SQL | null }) {
  const c = entryAsCorrected("e");
  return sql`(
    select ${c.quantity} as quantity, ${c.location} as location
    from inventory_history e
    ${c.join}
    where e.organization_id = ${orgId} and e.inventory_item_id = ${itemId}
      and e.is_deleted = false and e.event_type <> 'deleted'
      ${before ? sql`and e.check_date < ${before}` : sql``}
    order by e.check_date desc, e.created_at desc, e.id desc
    limit 1)`;
}
