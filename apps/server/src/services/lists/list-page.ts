import type { DbOrTx } from "@stockroom/db";
import { type SQL, sql } from "drizzle-orm";
import type { PgSelect, PgTable } from "drizzle-orm/pg-core";

/**
 * The one way a list reads a page (docs/architecture.md, "List queries"):
 *
 * 1. the page's ids, filtered and sorted over the organization's index
 *    `(organization_id, is_deleted, <sort key>, id)` with limit/offset — the database walks
 *    the index and stops after the page, instead of sorting the whole organization;
 * 2. the details of only those ids (joins, jsonb fields), in the page's order — in the same
 *    statement as step 1: `from unnest(array(<ids>)) with ordinality as page(id, position)`;
 * 3. the total from a separate count of the same filter — its own cheaper plan (an index-only
 *    scan), optionally capped so a huge organization answers "10,000+" instead of counting all.
 *
 * Steps 1+2 and 3 run at the same time on two connections of the pool: one round trip.
 * Never `count(*) over ()`: a window count makes every page read, sort and count every match.
 */
export interface ListPageQuery {
  /** `db.select({ id: table.id }).from(table)[.innerJoin(…)].where(filters).$dynamic()` */
  ids: PgSelect;
  /** The sort, ending with a unique column (the id) so pages never overlap. */
  orderBy: SQL[];
  /** The table and filter to count (without the joins only the sort needs). */
  count: { from: PgTable; where: SQL | undefined };
  page: number;
  pageSize: number;
  /**
   * Count at most this many rows; `total` is then `countLimit` and `totalIsExact` false
   * (the screen shows e.g. "10,000+"). Leave it out for an exact total.
   */
  countLimit?: number;
}

export interface ListPage<T> {
  items: T[];
  total: number;
  /** False when the count stopped at its limit: there are at least `total` rows. */
  totalIsExact: boolean;
  page: number;
  pageSize: number;
  pageCount: number;
}

/** The page as a FROM item for the details query: join on `id`, order by `position`. */
export interface PageRef {
  from: SQL;
  id: SQL;
  position: SQL;
}

/**
 * Steps 1 to 3: `details` receives the page (ids in order) and selects its rows from it;
 * the count runs alongside.
 */
export async function readListPage<T>(
  db: DbOrTx,
  q: ListPageQuery,
  details: (page: PageRef) => Promise<T[]>,
): Promise<ListPage<T>> {
  const idsQuery = q.ids
    .orderBy(...q.orderBy)
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const page: PageRef = {
    from: sql`unnest(array(${idsQuery})) with ordinality as page(id, position)`,
    id: sql.raw("page.id"),
    position: sql.raw("page.position"),
  };
  const [items, total] = await Promise.all([details(page), countRows(db, q.count.from, q.count.where, q.countLimit)]);
  return {
    items,
    total: total.n,
    totalIsExact: total.exact,
    page: q.page,
    pageSize: q.pageSize,
    pageCount: Math.max(1, Math.ceil(total.n / q.pageSize)),
  };
}

/** Rows matching `where`, counted on their own (up to `limit` when given). */
export async function countRows(
  db: DbOrTx,
  from: PgTable,
  where: SQL | undefined,
  limit?: number,
): Promise<{ n: number; exact: boolean }> {
  const filter = where ? sql` where ${where}` : sql``;
  if (limit === undefined) {
    const rows = await db.execute<{ n: number }>(sql`select count(*)::int as n from ${from}${filter}`);
    return { n: Number(rows[0]?.n ?? 0), exact: true };
  }
  // Counting stops at limit + 1 rows: one more than the limit says "more than".
  const rows = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from (select 1 from ${from}${filter} limit ${limit + 1}) capped`,
  );
  const n = Number(rows[0]?.n ?? 0);
  return n > limit ? { n: limit, exact: false } : { n, exact: true };
}
