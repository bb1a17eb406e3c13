import { getTableName, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * A column as "table"."column". Drizzle leaves column names unqualified in the select list
 * of a query without joins, which makes correlated subqueries ambiguous ("id" would
 * resolve to the inner table); raw subqueries use this for every column they name.
 */
export function qualified(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
