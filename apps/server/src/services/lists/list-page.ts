import { type KnownTotal, type ListPage, type ListTotal, listCountLimit, listPageCount } from "@stockroom/core";
import type { DbOrTx } from "@stockroom/db";
import { and, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgSelect, PgTable } from "drizzle-orm/pg-core";
import { DomainError } from "../../errors";

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
 * Step 3 runs only when needed (issue 23 "Lists"): a screen that already has the total of
 * the same filter sends it back (`knownTotal`) with its next page, and the count is skipped
 * when that total covers the page and agrees with the rows just read. Otherwise steps 1+2
 * and 3 run at the same time on two connections of the pool: one round trip.
 * Never `count(*) over ()`: a window count makes every page read, sort and count every match.
 */
export interface ListPageQuery {
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
}

/** One key of a list's sort, for keyset paging. */
export interface ListKey {
  expr: SQL | AnyPgColumn;
  dir: "asc" | "desc";
}

/** Keyset paging was asked for (`after`) with a key of another sort, filter or list. */
export const LIST_CURSOR_INVALID = "The cursor is not valid. Pass the nextCursor of a previous page.";

/** Which page the list input asks for, and the total its screen already has for the same filter. */
export interface ListPaging {
  page: number;
  pageSize: number;
  knownTotal?: KnownTotal | undefined;
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
}

/**
 * Steps 1 to 3: `details` receives the page (ids in order, one more than the page size)
 * and selects its rows from it; the count runs alongside when it must.
 */
export async function readListPage<T>(
  db: DbOrTx,
  paging: ListPaging,
  q: ListPageQuery,
  details: (page: PageRef) => Promise<T[]>,
): Promise<ListPage<T>> {
  const { page: pageNumber, pageSize, knownTotal, after } = paging;
  const keyset = after !== undefined && q.keys ? q.keys : null;
  if (keyset && after && after.length !== keyset.length) throw new DomainError("BAD_REQUEST", LIST_CURSOR_INVALID);
  const idsQuery = (q.ids ?? db.select({ id: q.from.id }).from(q.from).$dynamic())
    .where(keyset && after ? and(q.where, keysetAfter(keyset, after)) : q.where)
    .orderBy(...q.orderBy)
    .limit(pageSize + 1)
    .offset(keyset ? 0 : (pageNumber - 1) * pageSize);
  const id = sql.raw("page.id");
  const page: PageRef = {
    from: sql`unnest(array(${idsQuery})) with ordinality as page(id, position)`,
    id,
    position: sql.raw("page.position"),
    rowsOf: (table, orgId) => sql`${table.organizationId} = ${orgId} and ${table.id} = ${id}`,
  };
  const countFrom = q.count === false ? null : (q.count?.from ?? q.from);
  const limit = listCountLimit(pageNumber, pageSize);
  const reusable = countFrom !== null && knownTotal !== undefined && coversPage(knownTotal, limit);
  const count = (from: PgTable | SQL) => countRows(db, from, q.where, limit);
  const [rows, counted] = await Promise.all([details(page), countFrom !== null && !reusable ? count(countFrom) : null]);
  const items = rows.slice(0, pageSize);
  // The last row's keys: read from the table by its id (the page's rows are the service's shape).
  const last = items.at(-1) as Record<string, unknown> | undefined;
  const lastId = keyset && last ? last[q.rowId ?? "id"] : null;
  const lastKey = keyset ? (lastId ? await keyOf(db, q, keyset, lastId) : null) : undefined;
  const read = { page: pageNumber, pageSize, items: items.length, hasNextPage: rows.length > pageSize };

  let total: ListTotal;
  if (countFrom === null) total = { total: rowsUpTo(read), totalIsExact: !read.hasNextPage };
  else if (counted) total = counted;
  else if (knownTotal && agreesWith(knownTotal, read)) total = knownTotal;
  // The rows contradict the total sent back (the list changed, or it was never true): count.
  else total = await count(countFrom);
  const reused = countFrom !== null && counted === null && total === knownTotal;

  return {
    items,
    page: pageNumber,
    pageSize,
    ...total,
    pageCount: listPageCount(total.total, pageSize),
    hasNextPage: read.hasNextPage,
    counted: countFrom !== null && !reused,
    ...(lastKey !== undefined ? { lastKey } : {}),
  };
}

interface PageRead {
  page: number;
  pageSize: number;
  /** Rows of the page itself. */
  items: number;
  hasNextPage: boolean;
}

/** Rows from the start of the list to the end of this page. */
function rowsUpTo(read: PageRead): number {
  return (read.page - 1) * read.pageSize + read.items;
}

/** An exact total, or an "at least" total that reaches as far as this page would count. */
function coversPage(known: KnownTotal, limit: number): boolean {
  return known.totalIsExact || known.total >= limit;
}

/** Whether the rows just read could belong to a list of that total. */
function agreesWith(known: KnownTotal, read: PageRead): boolean {
  const before = (read.page - 1) * read.pageSize;
  // "More than `total`" is only consistent while rows go on past this page.
  if (!known.totalIsExact) return read.hasNextPage;
  if (read.hasNextPage) return known.total > before + read.pageSize;
  // A page past the end reads nothing; the total then only has to end before it.
  return read.items > 0 ? known.total === before + read.items : known.total <= before;
}

/** Rows matching `where`, counted on their own up to `limit` ("at least" past it). */
export async function countRows(
  db: DbOrTx,
  from: PgTable | SQL,
  where: SQL | undefined,
  limit: number,
): Promise<ListTotal> {
  const filter = where ? sql` where ${where}` : sql``;
  // Counting stops at limit + 1 rows: one more than the limit says "more than".
  const rows = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from (select 1 from ${from}${filter} limit ${limit + 1}) capped`,
  );
  const n = Number(rows[0]?.n ?? 0);
  return n > limit ? { total: limit, totalIsExact: false } : { total: n, totalIsExact: true };
}
