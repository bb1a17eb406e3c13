import type { ListTotal } from "@stockroom/core";
import type { DbOrTx } from "@stockroom/db";
import { Column, getTableName, is, Param, SQL, StringChunk, sql, Table } from "drizzle-orm";

/**
 * The totals the paged lists counted, kept per organization and filter so that paging through
 * one view, reopening it or ten people opening the same screen count once (issue 23 "Lists").
 *
 * A kept total is only reused when no write of the organization's listed rows committed since
 * it was counted: the count statement also returns its snapshot (`pg_current_snapshot()`),
 * and statement triggers on the counted tables note each writing transaction in
 * `list_changes` (organization, table, xid8). "Changed since" is then one probe of that
 * table's primary key: a noted transaction, on a table the count reads, that the snapshot
 * did not see. That check is a column of the page's own statement ({@link KeptCheck}: one
 * statement, one round trip), and a change counts again in that same statement, so a write
 * never leaves a stale total on screen, on this server or another one.
 *
 * The map is per process and bounded; a total not checked for {@link MAX_AGE_MS} is counted
 * again, and rows of `list_changes` older than {@link PRUNE_AFTER} are deleted by the
 * scheduled job `list-changes-prune` ({@link pruneListChanges}; far longer than a kept
 * snapshot can be old, unless a transaction stays open for most of an hour after writing).
 */
const MAX_ENTRIES = 2_000;
const MAX_AGE_MS = 5 * 60_000;
const PRUNE_AFTER = sql.raw("interval '1 hour'");

interface KeptTotal {
  total: ListTotal;
  /** The snapshot the total is true in (`pg_current_snapshot()` as text). */
  snapshot: string;
  checkedAt: number;
}

/**
 * The tables whose writes migration 0016_list_change_triggers notes, with the columns an
 * update must change to be noted ("all": any update; "id" is never updated). A count that reads anything else (another
 * table, another column, SQL this module cannot see into) is never kept: it counts every time.
 * Add a table or column here and to the triggers together (list-pages.integration.test.ts
 * compares the two).
 */
export const LISTED_COLUMNS: Readonly<Record<string, readonly string[] | "all">> = {
  assets: [
    "id",
    "organization_id",
    "is_deleted",
    "status",
    "asset_type_id",
    "name",
    "description",
    "serial_number",
    "asset_id",
  ],
  inventory_items: ["id", "organization_id", "asset_id", "is_deleted", "quantity", "reorder_minimum", "reorder_point"],
  monthly_inventory_snapshots: "all",
};

/** SQL text that names a table itself (`from organizations o`): a table the walk cannot check. */
const RAW_TABLE = /\b(from|join)\s+(?!\()[a-z_"]/i;

const kept = new Map<string, KeptTotal>();

/**
 * What a kept total is filed under, and the noted tables its count reads: one walk over the
 * count statement's SQL (drizzle's chunks: text, tables, columns, parameters), so the key
 * names the organization, the statement and its parameters. Null when the count reads
 * anything the triggers do not note (a table or column outside {@link LISTED_COLUMNS}, a table
 * named in the SQL text itself, or an object this walk cannot see into): then its total is
 * never kept.
 */
export function countShape(orgId: string, count: SQL): { key: string; tables: string[] } | null {
  const tables = new Set<string>();
  const parts: string[] = [orgId];
  const noted = (table: string, column: string | null): boolean => {
    const columns = LISTED_COLUMNS[table];
    if (!columns || (column !== null && columns !== "all" && !columns.includes(column))) return false;
    tables.add(table);
    return true;
  };
  const visit = (chunk: unknown): boolean => {
    if (is(chunk, SQL)) return chunk.queryChunks.every(visit);
    if (is(chunk, StringChunk)) {
      const text = chunk.value.join("");
      return parts.push(text) > 0 && !RAW_TABLE.test(text);
    }
    if (is(chunk, Param)) return parts.push(`$${JSON.stringify(chunk.value)}`) > 0;
    if (is(chunk, Table)) return parts.push(`"${getTableName(chunk)}"`) > 0 && noted(getTableName(chunk), null);
    if (is(chunk, Column)) {
      const table = getTableName(chunk.table);
      return parts.push(`"${table}"."${chunk.name}"`) > 0 && noted(table, chunk.name);
    }
    if (Array.isArray(chunk)) return parts.push("(") > 0 && chunk.every(visit) && parts.push(")") > 0;
    // Plain values are parameters; anything else (an alias, a subquery object, a view) is not seen into.
    if (chunk === null || ["string", "number", "boolean", "bigint", "undefined"].includes(typeof chunk)) {
      return parts.push(`$${String(chunk)}:${typeof chunk}`) > 0;
    }
    return false;
  };
  return visit(count) ? { key: parts.join("\u0000"), tables: [...tables].sort() } : null;
}

/** The noted tables a count reads, or null when its total is never kept (see {@link countShape}). */
export function tablesReadBy(count: SQL): string[] | null {
  return countShape("", count)?.tables ?? null;
}

/** A writing transaction sees rows its snapshot would call unfinished: its totals are not kept. */
function inTransaction(db: DbOrTx): boolean {
  return "rollback" in db;
}

export interface KeptCount {
  /** The kept total, still true; null when it must be counted. */
  total: ListTotal | null;
  /** Whether this call counted. */
  counted: boolean;
}

/**
 * What the page's own statement reads beside its rows while a kept total may still hold
 * (issue 23 "Lists": one statement, one round trip, instead of the page and a check on two
 * connections): a text column, the same in every row (an uncorrelated subquery, which
 * PostgreSQL runs once per statement), `k <snapshot>` when no write of the organization on the
 * count's tables committed after the kept total's snapshot, else `<n> <snapshot>`: the count
 * run now, in the statement's own snapshot, which the text names too.
 */
export type KeptCheck = SQL<string | null>;

/**
 * The total of `count` (a statement answering one row `{ n }`, see list-page.ts countRows):
 * the kept one when nothing of the organization changed since it was counted, else counted
 * now (and kept). `alongside` is the page's statement: given a {@link KeptCheck} it selects
 * that column too and answers what the column read (null when the page had no row to carry
 * it: then the check runs on its own); given null (no kept total: the count runs beside it,
 * on another connection of the pool) it answers its rows alone.
 */
export async function keptTotal<T>(
  db: DbOrTx,
  orgId: string,
  count: SQL,
  toTotal: (n: number) => ListTotal,
  alongside: (check: KeptCheck | null) => Promise<{ result: T; check: string | null }>,
): Promise<{ total: ListTotal; counted: boolean; result: T }> {
  const shape = inTransaction(db) ? null : countShape(orgId, count);
  if (shape === null) {
    const [{ result }, n] = await Promise.all([alongside(null), countNow(db, count)]);
    return { total: toTotal(n.n), counted: true, result };
  }
  const { key, tables } = shape;
  const entry = kept.get(key);
  const fresh = entry && Date.now() - entry.checkedAt < MAX_AGE_MS ? entry : undefined;
  if (!fresh) {
    const [{ result }, n] = await Promise.all([alongside(null), countNow(db, count)]);
    const total = toTotal(n.n);
    keep(key, { total, snapshot: n.snapshot, checkedAt: Date.now() });
    return { total, counted: true, result };
  }
  const check = keptCheck(orgId, tables, fresh.snapshot, count);
  const page = await alongside(check);
  const answer = readKeptCheck(page.check ?? (await checkNow(db, check)));
  if (answer.n === null) {
    // Nothing changed between the two snapshots: the total is as true in the newer one.
    keep(key, { total: fresh.total, snapshot: answer.snapshot, checkedAt: Date.now() });
    return { total: fresh.total, counted: false, result: page.result };
  }
  const total = toTotal(answer.n);
  keep(key, { total, snapshot: answer.snapshot, checkedAt: Date.now() });
  return { total, counted: true, result: page.result };
}

function keep(key: string, entry: KeptTotal) {
  // A Map iterates in insertion order: re-inserting makes this the newest, the first the oldest.
  kept.delete(key);
  kept.set(key, entry);
  if (kept.size > MAX_ENTRIES) {
    const oldest = kept.keys().next().value;
    if (oldest !== undefined) kept.delete(oldest);
  }
}

/** The count and the snapshot it counted in: one statement, so they agree. */
async function countNow(db: DbOrTx, count: SQL): Promise<{ n: number; snapshot: string }> {
  const rows = await db.execute<{ n: number; snapshot: string }>(
    sql`select counted.n, pg_current_snapshot()::text as snapshot from (${count}) counted`,
  );
  return { n: Number(rows[0]?.n ?? 0), snapshot: String(rows[0]?.snapshot ?? "") };
}

/**
 * The {@link KeptCheck} column: whether a transaction that wrote the organization's rows of
 * `tables` committed after `snapshot`, and if so the count, in the statement's snapshot.
 */
function keptCheck(orgId: string, tables: string[], snapshot: string, count: SQL): KeptCheck {
  return sql<string | null>`(select case when exists (
      select 1 from list_changes c
      where c.organization_id = ${orgId}
        and c.table_name in (${sql.join(
          tables.map((t) => sql`${t}`),
          sql`, `,
        )})
        and c.xact >= pg_snapshot_xmin(${snapshot}::pg_snapshot)
        and not pg_visible_in_snapshot(c.xact, ${snapshot}::pg_snapshot)
    ) then (select counted.n from (${count}) counted)::text else 'k' end || ' ' || pg_current_snapshot()::text)`;
}

/** The check alone, for a page that had no row to carry it. */
async function checkNow(db: DbOrTx, check: KeptCheck): Promise<string | null> {
  const rows = await db.execute<{ kept: string | null }>(sql`select ${check} as kept`);
  return rows[0]?.kept ?? null;
}

/** A {@link KeptCheck}'s text: `n` null when nothing changed, else the count run now. */
export function readKeptCheck(text: string | null): { n: number | null; snapshot: string } {
  const space = text?.indexOf(" ") ?? -1;
  if (text === null || space < 0) throw new Error("the kept total's check answered nothing");
  const head = text.slice(0, space);
  return { n: head === "k" ? null : Number(head), snapshot: text.slice(space + 1) };
}

/**
 * Drops the notes nobody can need any more (older than {@link PRUNE_AFTER}); the scheduled job
 * `list-changes-prune` runs it every 5 minutes (once for all processes: pg-boss's schedule),
 * so no request pays for it. Answers how many rows went.
 */
export async function pruneListChanges(db: DbOrTx): Promise<number> {
  const gone = await db.execute(
    sql`delete from list_changes where changed_at < clock_timestamp() - ${PRUNE_AFTER} returning 1`,
  );
  return gone.length;
}

/** Forget every kept total (tests that rewrite rows behind the triggers' back). */
export function forgetListTotals() {
  kept.clear();
}
