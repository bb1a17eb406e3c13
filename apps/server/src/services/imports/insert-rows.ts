import type { DbOrTx } from "@stockroom/db";
import { getTableColumns, getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

/**
 * A multi-row insert that sends its rows as one JSON parameter (`insert … select from
 * jsonb_to_recordset`), the import's bulk writer: a few hundred rows of a dozen columns
 * are one parameter instead of thousands, which PostgreSQL parses in one pass. The rows are
 * the table's own insert objects (drizzle's property names); only the columns the first row
 * sets are written, so every row must set the same ones (defaults fill the rest).
 */
export async function insertRows<T extends PgTable>(
  tx: DbOrTx,
  table: T,
  rows: readonly T["$inferInsert"][],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(first).filter((k) => (first as Record<string, unknown>)[k] !== undefined && columns[k]);
  const names = keys.map((k) => (columns[k] as { name: string }).name);
  const types = keys.map((k) => (columns[k] as { getSQLType(): string }).getSQLType());
  const json = rows.map((row) => {
    const out: Record<string, unknown> = {};
    keys.forEach((k, i) => {
      const value = (row as Record<string, unknown>)[k];
      out[names[i] as string] = value instanceof Date ? value.toISOString() : (value ?? null);
    });
    return out;
  });
  const list = sql.raw(names.map((n) => `"${n}"`).join(", "));
  const definition = sql.raw(names.map((n, i) => `"${n}" ${types[i]}`).join(", "));
  await tx.execute(sql`
    insert into ${sql.raw(`"${getTableName(table)}"`)} (${list})
    select ${list} from jsonb_to_recordset(${JSON.stringify(json)}::jsonb) as v(${definition})`);
}
