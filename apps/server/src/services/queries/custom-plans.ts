import type { DbOrTx } from "@stockroom/db";
import { sql } from "drizzle-orm";

/**
 * Runs `fn` with `plan_cache_mode = force_custom_plan` in the current transaction, then puts
 * the previous mode back (issue 24, measured in scripts/bench/import-ab.ts). For the few
 * statements of a bulk writer whose cached generic plan misjudges an organization the bulk
 * write is filling (the import's key lookups, the per-item stock-alert reads, the item
 * resync): planned for their values, they probe the item's rows instead of the
 * organization's. Never around a whole transaction: a SET LOCAL (which also outlives a
 * released savepoint) would re-plan every foreign-key check and trigger statement per row.
 * On an error the transaction (or the savepoint) rolls back, and the mode with it.
 */
export async function withCustomPlans<T>(tx: DbOrTx, fn: () => Promise<T>): Promise<T> {
  const [was] = await tx.execute<{ mode: string }>(
    sql`select current_setting('plan_cache_mode') as mode, set_config('plan_cache_mode', 'force_custom_plan', true)`,
  );
  const result = await fn();
  await tx.execute(sql`select set_config('plan_cache_mode', ${was?.mode ?? "auto"}, true)`);
  return result;
}
