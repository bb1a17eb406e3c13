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

/** An asset's columns as the import writes them (and its undo puts back, as it kept them). */
export type AssetColumnsRow = { id: string } & Record<
  | "asset_type_id"
  | "name"
  | "description"
  | "status"
  | "serial_number"
  | "acquisition_date"
  | "external_id"
  | "barcode"
  | "asset_id"
  | "metadata",
  unknown
>;

/** Sets the assets' columns from the rows, one statement (one JSON parameter) for all of them. */
export async function updateAssetColumns(tx: DbOrTx, orgId: string, rows: readonly AssetColumnsRow[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`
    update assets a
       set asset_type_id = v.asset_type_id, name = v.name, description = v.description, status = v.status,
           serial_number = v.serial_number, acquisition_date = v.acquisition_date, external_id = v.external_id,
           barcode = v.barcode, asset_id = v.asset_id, metadata = v.metadata, updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(
           id uuid, asset_type_id uuid, name text, description text, status text, serial_number text,
           acquisition_date date, external_id text, barcode text, asset_id text, metadata jsonb)
     where a.organization_id = ${orgId} and a.id = v.id`);
}
