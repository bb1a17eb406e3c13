import type { DbOrTx } from "@stockroom/db";
import { sql } from "drizzle-orm";
import { IMPORT_ROW_BATCH } from "./plan-import";

/**
 * Rows an import commit writes before it refreshes the statistics of the tables it fills:
 * one batch (issue 24, docs/benchmarks.md "Import beside larger tenants").
 */
export const ANALYZE_AFTER_ROWS = IMPORT_ROW_BATCH;

/**
 * `analyze` of the tables an import fills, inside its transaction (issue 24, measured in
 * scripts/bench/import-ab.ts --big). PostgreSQL's statistics of `organization_id` are a list
 * of the most common organizations; an organization missing from it (new, or grown since the
 * table was last analyzed) is estimated at one row once that list covers the table, as it
 * does when a few large tenants fill it. Every statement scoped by that organization then
 * reads through an organization-led index as if it held one row: beside the bench's
 * 100,000- and 20,000-asset organizations each of the 1,142 stock-alert reads of a 10,000-row
 * import scanned all the organization's items and events (21 ms a read: the update commit
 * took 28.8 s, 6.5 s alone). Analyzed inside the transaction, the sample counts the rows it
 * wrote, so the rest of the commit is planned for them, and the statistics commit (or roll
 * back) with it; autovacuum would wait for a tenth of the table to change.
 *
 * `skip_locked`: a table another session is analyzing (autovacuum, another organization's
 * import, which holds its lock to its commit) is skipped rather than waited for, so imports
 * of two organizations never queue behind each other. A database role that does not own a
 * table gets a warning from PostgreSQL, not an error.
 */
export async function analyzeImportedTables(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`analyze (skip_locked) assets, inventory_items, inventory_history, inventory_price_history`);
}
