import { type ListPage, type ListTotal, listCountLimit, listPageCount } from "@stockroom/core";
import { type DbOrTx, planOnce } from "@stockroom/db";
import { and, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgSelect, PgTable } from "drizzle-orm/pg-core";
import { DomainError } from "../../errors";
import { type KeptCheck, keptTotal } from "./list-totals";

export type { ListPage } from "@stockroom/core";

/**
 * The one way a list reads a page (docs/architecture.md, "List queries"):
 *
 * 1. the page's ids, filtered and sorted over the organization's index
 *    `(organization_id, is_deleted, <sort key>, id)` with limit/offset — the database walks
 *    the index and stops after the page (plus one row, to know whether a next page exists);
 * 2. the details of only those ids (joins, jsonb fields), in the page's order — in the same
 *    statement as step 1: `from unnest(array(<ids>)) with ordinality as page(id, position)`;
 * 3. the total from a separate count of the same filter — its own cheaper plan (an index-only
 *    scan), capped at core's `listCountLimit` so a huge organization answers "10,000+".
 *
 * Step 3 runs only when the total may have changed (issue 23 "Lists"): the total counted for
 * the same organization and filter is kept (list-totals.ts), and reused while no write of the
 * organization's listed rows has committed since it was counted. That check (one index probe,
 * and the count when a write came since) is a column of steps 1+2's own statement
 * (`page.check`): one statement, one round trip. With no kept total, the count runs at the
 * same time as steps 1+2 on another connection of the pool.
 * Never `count(*) over ()`: a window count makes every page read, sort and count every match.
 */
export interface ListPageQuery {
  /** The organization listed: the kept totals are its own. */
  orgId: string;
  /** The table listed: its `id` is what a page holds. */
  from: PgTable & { id: AnyPgColumn };
  /** The list's filter (the organization first). */
  where: SQL | undefined;
  /** The sort, ending with a unique column (the id) so pages never overlap. */
  orderBy: SQL[];
  /**
   * The ids query when the sort or the filter needs a join:
   * `db.select({ id: table.id }).from(table).innerJoin(…).$dynamic()` (the where is added).
   */
  ids?: PgSelect;
  /**
   * What to count: by default `from` filtered by `where` (without the joins only the sort
   * needs); `{ from }` when the filter needs a join; false for a list that shows no total —
   * its total is then the rows read, "and more" past the page.
   */
  count?: false | { from: PgTable | SQL };
  /**
   * The sort as keys, the unique id last (the same order as `orderBy`), for keyset paging
   * (the REST API's cursors): each an expression over `from`'s own columns (a correlated
   * subquery for a joined sort key) whose values are never null.
   */
  keys?: readonly ListKey[];
  /** The field of a page's row that holds `from`'s id (default `id`), for keyset paging. */
  rowId?: string;
  /**
   * The page's statement is planned once per connection (`planOnce` of @stockroom/db: its
   * generic plan) instead of on every run. Only when its best plan does not depend on the
   * parameters' values: filtered by the organization (and the archived flag) alone, any sort,
   * paged by number. Not with a text search or a filter on a value that some rows have and most
   * do not (a status, a type), nor with keyset paging: there the values choose the plan.
   */
  planOnce?: boolean;
}

/** One key of a list's sort, for keyset paging. */
export interface ListKey {
  expr: SQL | AnyPgColumn;
  dir: "asc" | "desc";
}

/** Keyset paging was asked for (`after`) with a key of another sort, filter or list. */
export const LIST_CURSOR_INVALID = "The cursor is not valid. Pass the nextCursor of a previous page.";

/** Which page the list input asks for (the total is the server's own: list-totals.ts). */
export interface ListPaging {
  page: number;
  pageSize: number;
  /**
   * Keyset paging (core's listAfterInput): the previous page's `lastKey`, or null for the
   * first page; the page then starts after that row instead of at an offset, and the answer
   * carries its own `lastKey`. Undefined: paging by number, as the screens do.
   */
  after?: readonly string[] | null | undefined;
}

/** Rows after `after` in the order of `keys`: (k1 > v1) or (k1 = v1 and k2 > v2) or … */
function keysetAfter(keys: readonly ListKey[], after: readonly string[]): SQL {
  const branches = keys.map((key, i) => {
    const equal = keys.slice(0, i).map((k, j) => sql`${k.expr} = ${after[j]}`);
    const beyond = key.dir === "asc" ? sql`${key.expr} > ${after[i]}` : sql`${key.expr} < ${after[i]}`;
    return sql.join([...equal, beyond], sql` and `);
  });
  return sql`(${sql.join(
    branches.map((b) => sql`(${b})`),
    sql` or `,
  )})`;
}

/** The keys of one row of `from`, each as JSON keeps it (timestamps to the microsecond, as text). */
async function keyOf(db: DbOrTx, q: ListPageQuery, keys: readonly ListKey[], id: unknown) {
  const rows = await db.execute<{ key: string[] }>(
    sql`select json_build_array(${sql.join(
      keys.map((k) => sql`(${k.expr})::text`),
      sql`, `,
    )}) as key from ${q.from} where ${q.from.id} = ${id}`,
  );
  return rows[0]?.key ?? null;
}

/** The page as a FROM item for the details query: join on `id`, order by `position`. */
export interface PageRef {
  from: SQL;
  id: SQL;
  position: SQL;
  /** The join condition of the page's rows of `table` (scoped to the organization again). */
  rowsOf(table: { id: AnyPgColumn; organizationId: AnyPgColumn }, orgId: string): SQL;
  /**
   * The kept total's check (list-totals.ts `KeptCheck`), or null as text when there is none:
   * every details statement selects it as `keptCheck` (it leaves the rows here).
   */
  check: SQL<string | null>;
}

/** A details row: the service's fields and the kept total's check (`page.check`). */
export interface WithKeptCheck {
  keptCheck: string | null;
}

const NO_CHECK = sql<string | null>`null::text`;

/**
 * Steps 1 to 3: `details` receives the page (ids in order, one more than the page size)
 * and selects its rows from it, on the database it is given (`q.planOnce`'s, else `db`);
 * the count (or the check that the kept one still holds) runs alongside.
 */
export async function readListPage<R extends WithKeptCheck>(
  db: DbOrTx,
  paging: ListPaging,
  q: ListPageQuery,
  details: (page: PageRef, db: DbOrTx) => Promise<R[]>,
): Promise<ListPage<Omit<R, "keptCheck">>> {
  const { page: pageNumber, pageSize, after } = paging;
  const keyset = after !== undefined && q.keys ? q.keys : null;
  if (keyset && after && after.length !== keyset.length) throw new DomainError("BAD_REQUEST", LIST_CURSOR_INVALID);
  const idsQuery = (q.ids ?? db.select({ id: q.from.id }).from(q.from).$dynamic())
    .where(keyset && after ? and(q.where, keysetAfter(keyset, after)) : q.where)
    .orderBy(...q.orderBy)
    .limit(pageSize + 1)
    .offset(keyset ? 0 : (pageNumber - 1) * pageSize);
  // The last row's keys, for keyset paging: read from the table by its id (the page's rows
  // are the service's shape).
  const lastKeyOf = async (items: unknown[]) => {
    if (!keyset) return undefined;
    const last = items.at(-1) as Record<string, unknown> | undefined;
    const lastId = last ? last[q.rowId ?? "id"] : null;
    return lastId ? await keyOf(db, q, keyset, lastId) : null;
  };
  const id = sql.raw("page.id");
  const pageOn = (check: KeptCheck | null): PageRef => ({
    from: sql`unnest(array(${idsQuery})) with ordinality as page(id, position)`,
    id,
    position: sql.raw("page.position"),
    rowsOf: (table, orgId) => sql`${table.organizationId} = ${orgId} and ${table.id} = ${id}`,
    check: check ?? NO_CHECK,
  });
  const pageDb = q.planOnce && !keyset ? planOnce(db) : db;
  // The rows without the check's column; and what the column read (the same in every row).
  const read = async (check: KeptCheck | null) => {
    const rows = await details(pageOn(check), pageDb);
    return { result: rows.map(({ keptCheck: _, ...row }) => row), check: rows[0]?.keptCheck ?? null };
  };

  if (q.count === false) {
    const rows = (await read(null)).result;
    const items = rows.slice(0, pageSize);
    const hasNextPage = rows.length > pageSize;
    // A list without a count shows what it read: "and more" past the page.
    const total = { total: (pageNumber - 1) * pageSize + items.length, totalIsExact: !hasNextPage };
    return pageOf(items, paging, total, hasNextPage, false, await lastKeyOf(items));
  }
  const limit = listCountLimit(pageNumber, pageSize);
  const count = cappedCount(q.count?.from ?? q.from, q.where, limit);
  const { total, counted, result } = await keptTotal(db, q.orgId, count, (n) => cappedTotal(n, limit), read);
  const items = result.slice(0, pageSize);
  return pageOf(items, paging, total, result.length > pageSize, counted, await lastKeyOf(items));
}

function pageOf<T>(
  items: T[],
  paging: ListPaging,
  total: ListTotal,
  hasNextPage: boolean,
  counted: boolean,
  lastKey: string[] | null | undefined,
) {
  return {
    items,
    page: paging.page,
    pageSize: paging.pageSize,
    ...total,
    pageCount: listPageCount(total.total, paging.pageSize),
    hasNextPage,
    counted,
    ...(lastKey !== undefined ? { lastKey } : {}),
  };
}

/** Rows matching `where`, counted up to one past `limit`: `{ n }`. */
function cappedCount(from: PgTable | SQL, where: SQL | undefined, limit: number): SQL {
  const filter = where ? sql` where ${where}` : sql``;
  // Counting stops at limit + 1 rows: one more than the limit says "more than".
  return sql`select count(*)::int as n from (select 1 from ${from}${filter} limit ${limit + 1}) capped`;
}

/** A capped count as a total: exact, or "at least `limit`" when it went past. */
function cappedTotal(n: number, limit: number): ListTotal {
  return n > limit ? { total: limit, totalIsExact: false } : { total: n, totalIsExact: true };
}
