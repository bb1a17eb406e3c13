import type { DbOrTx } from "@stockroom/db";
import { sql } from "drizzle-orm";

/** The tables a bulk writer may refresh the statistics of. */
export type AnalyzedTable =
  | "assets"
  | "inventory_items"
  | "inventory_history"
  | "inventory_price_history"
  | "inventory_corrections";

/**
 * Rows a bulk writer (the import's commit, its undo) writes before it refreshes the
 * statistics of the tables it fills: one import batch.
 */
export const ANALYZE_AFTER_ROWS = 500;

/**
 * `analyze` of the tables a bulk writer fills, inside its transaction (issue 24, measured in
 * scripts/bench/import-ab.ts --big; docs/benchmarks.md "Import beside larger tenants").
 * PostgreSQL's statistics of `organization_id` are a list of the most common organizations;
 * an organization missing from it (new, or grown since the table was last analyzed) is
 * estimated at one row once that list covers the table, as it does when a few large tenants
 * fill it. Every statement scoped by that organization then reads through an
 * organization-led index as if it held one row: beside the bench's 100,000- and
 * 20,000-asset organizations, each of the 1,142 stock-alert reads of a 10,000-row import
 * scanned all the organization's items and events (14–21 ms a read; the update commit over
 * HTTP took 28.8 s against 6.5 s alone). Analyzed inside the transaction, the sample counts
 * the rows it wrote, so the rest of the work is planned for them, and the statistics commit
 * (or roll back) with it; autovacuum would wait for a tenth of the table to change.
 *
 * `skip_locked`: a table another session is analyzing (autovacuum, or another organization's
 * bulk write, which holds the lock to its commit) is skipped rather than waited for, so two
 * organizations' imports never queue behind each other (autovacuum skips a locked table too).
 * A database role that does not own a table gets a warning from PostgreSQL, not an error.
 */
export async function analyzeTables(tx: DbOrTx, tables: readonly AnalyzedTable[]): Promise<void> {
  await tx.execute(sql`analyze (skip_locked) ${sql.raw(tables.join(", "))}`);
}
