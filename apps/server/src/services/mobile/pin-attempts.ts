import type { AttemptLimit } from "@stockroom/core";
import { type Database, pinAttempts, type Transaction } from "@stockroom/db";
import { and, gt, inArray, sql } from "drizzle-orm";

/**
 * The attempt counters of the phone (issue 21), kept in PostgreSQL so every server process
 * shares them. A scope is one thing being counted against: an enrolled phone, an
 * organization, an address, a member. Each scope has its own limit and only time (or an
 * administrator) clears it: a success in one scope never resets another scope's counter.
 */
export interface ScopedLimit extends AttemptLimit {
  scope: string;
}

export const deviceScope = (deviceId: string) => `device:${deviceId}`;
export const deviceDayScope = (deviceId: string) => `device-day:${deviceId}`;
export const orgScope = (orgId: string) => `org:${orgId}`;

/**
 * Serializes the attempts on these scopes across every server process (transaction-level
 * advisory locks, taken in a fixed order so two attempts never wait on each other).
 */
export async function lockAttemptScopes(tx: Transaction, scopes: readonly string[]): Promise<void> {
  for (const scope of [...new Set(scopes)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${scope}, 14))`);
  }
}

/** The first of the scopes that is locked right now, or null. */
export async function lockedScope(tx: Transaction, scopes: readonly string[]): Promise<string | null> {
  const rows = await tx
    .select({ scope: pinAttempts.scope })
    .from(pinAttempts)
    .where(and(inArray(pinAttempts.scope, [...scopes]), gt(pinAttempts.lockedUntil, sql`now()`)));
  const locked = new Set(rows.map((r) => r.scope));
  return scopes.find((s) => locked.has(s)) ?? null;
}

/**
 * Counts one attempt on each scope and returns each scope's count. The count starts over
 * after the scope's window without an attempt, or once its lock has run out; reaching `max`
 * locks the scope for `lockMinutes` (0: a ceiling that never locks by itself).
 */
export async function countAttempt(tx: Transaction, limits: readonly ScopedLimit[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const limit of limits) {
    const window = sql`${`${limit.windowMinutes} minutes`}::interval`;
    const fresh = sql`(${pinAttempts.lockedUntil} is not null and ${pinAttempts.lockedUntil} <= now())
      or ${pinAttempts.updatedAt} < now() - ${window}`;
    const failures = sql`case when ${fresh} then 1 else ${pinAttempts.failures} + 1 end`;
    const lockUntil =
      limit.lockMinutes > 0 ? sql`now() + ${`${limit.lockMinutes} minutes`}::interval` : sql`null::timestamptz`;
    const [row] = await tx
      .insert(pinAttempts)
      .values({
        scope: limit.scope,
        failures: 1,
        lockedUntil: limit.max <= 1 ? lockUntil : null,
        updatedAt: sql`now()`,
      })
      .onConflictDoUpdate({
        target: pinAttempts.scope,
        set: {
          failures,
          lockedUntil: sql`case when ${failures} >= ${limit.max} then ${lockUntil} else null end`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ failures: pinAttempts.failures });
    counts.set(limit.scope, row?.failures ?? 1);
  }
  return counts;
}

/** Locks one scope for `minutes` from now, whatever its count. */
export async function lockScopeFor(tx: Transaction, scope: string, minutes: number): Promise<void> {
  const until = sql`now() + ${`${minutes} minutes`}::interval`;
  await tx
    .insert(pinAttempts)
    .values({ scope, failures: 1, lockedUntil: until, updatedAt: sql`now()` })
    .onConflictDoUpdate({ target: pinAttempts.scope, set: { lockedUntil: until, updatedAt: sql`now()` } });
}

/** An administrator's "Clear": the scopes start from nothing. */
export async function clearAttemptScopes(tx: Transaction | Database, scopes: readonly string[]): Promise<void> {
  if (scopes.length === 0) return;
  await tx.delete(pinAttempts).where(inArray(pinAttempts.scope, [...scopes]));
}

/** The live counts and locks of some scopes (for the administrators' list). */
export async function attemptStates(db: Database, scopes: readonly string[]) {
  if (scopes.length === 0) return new Map<string, { failures: number; lockedUntil: Date | null }>();
  const rows = await db
    .select({
      scope: pinAttempts.scope,
      failures: pinAttempts.failures,
      lockedUntil: pinAttempts.lockedUntil,
      live: sql<boolean>`${pinAttempts.lockedUntil} > now()`,
    })
    .from(pinAttempts)
    .where(inArray(pinAttempts.scope, [...scopes]));
  return new Map(rows.map((r) => [r.scope, { failures: r.failures, lockedUntil: r.live ? r.lockedUntil : null }]));
}
