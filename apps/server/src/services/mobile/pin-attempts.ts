import { PIN_LOCK_MINUTES, PIN_MAX_FAILURES } from "@stockroom/core";
import { pinAttempts, type Transaction } from "@stockroom/db";
import { and, gt, inArray, sql } from "drizzle-orm";

/** The counters a PIN attempt is charged to: the scanned asset and the client's address. */
export function pinAttemptScopes(assetId: string, client: string): string[] {
  return [`asset:${assetId}`, `client:${client}`];
}

/**
 * Serializes the attempts on these scopes across every server process (transaction-level
 * advisory locks, taken in a fixed order so two attempts never wait on each other).
 */
export async function lockPinScopes(tx: Transaction, scopes: readonly string[]): Promise<void> {
  for (const scope of [...scopes].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${scope}, 14))`);
  }
}

/** Whether any of the scopes is locked right now. */
export async function pinScopesLocked(tx: Transaction, scopes: readonly string[]): Promise<boolean> {
  const [row] = await tx
    .select({ scope: pinAttempts.scope })
    .from(pinAttempts)
    .where(and(inArray(pinAttempts.scope, [...scopes]), gt(pinAttempts.lockedUntil, sql`now()`)))
    .limit(1);
  return Boolean(row);
}

/**
 * Counts one failure on each scope; the count starts over once a lock has run out or
 * after 15 quiet minutes. Returns true when this failure locked a scope.
 */
export async function recordPinFailure(tx: Transaction, scopes: readonly string[]): Promise<boolean> {
  const window = sql`${`${PIN_LOCK_MINUTES} minutes`}::interval`;
  const fresh = sql`(${pinAttempts.lockedUntil} is not null and ${pinAttempts.lockedUntil} <= now())
    or ${pinAttempts.updatedAt} < now() - ${window}`;
  const failures = sql`case when ${fresh} then 1 else ${pinAttempts.failures} + 1 end`;
  const rows = await tx
    .insert(pinAttempts)
    .values(scopes.map((scope) => ({ scope, failures: 1, updatedAt: sql`now()` })))
    .onConflictDoUpdate({
      target: pinAttempts.scope,
      set: {
        failures,
        lockedUntil: sql`case when ${failures} >= ${PIN_MAX_FAILURES} then now() + ${window} else null end`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ failures: pinAttempts.failures });
  return rows.some((r) => r.failures >= PIN_MAX_FAILURES);
}

/** A right PIN clears the counters it was charged to: the person holding the phone knows a PIN. */
export async function clearPinFailures(tx: Transaction, scopes: readonly string[]): Promise<void> {
  await tx.delete(pinAttempts).where(inArray(pinAttempts.scope, [...scopes]));
}
