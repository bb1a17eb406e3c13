import { PIN_DEVICE_DAY_LIMIT, PIN_DEVICE_SHORT_LIMIT, PIN_ORG_DAY_CEILING } from "@stockroom/core";
import type { DbOrTx, Transaction } from "@stockroom/db";
import { sql } from "drizzle-orm";
import { clearLimiterKeys, createLimiter, type Limiter, limiterStates, lockedKeys } from "../../limits/attempt-limiter";

/**
 * The PIN's attempt counters (issue 21), limiters of the one factory (limits/attempt-limiter.ts)
 * on the caller's transaction. Each counts failures against one thing: the enrolled phone
 * (5 → locked 15 minutes), the phone over a day (15 → stopped for a day), the organization
 * (a ceiling of 50 a day that never locks by itself). Only time (or an administrator) clears
 * them: a success in one never resets another. Windows are idle windows (since the last failure).
 */
export function pinLimiters(db: DbOrTx) {
  return {
    device: createLimiter(db, { name: "device", window: "idle", ...PIN_DEVICE_SHORT_LIMIT }),
    deviceDay: createLimiter(db, { name: "device-day", window: "idle", ...PIN_DEVICE_DAY_LIMIT }),
    org: createLimiter(db, {
      name: "org",
      window: "idle",
      max: PIN_ORG_DAY_CEILING,
      windowMinutes: PIN_DEVICE_DAY_LIMIT.windowMinutes,
      lockMinutes: 0,
    }),
  };
}

/** One limiter and the thing it counts: its stored key is the scope ("device:{id}", …). */
export interface PinScope {
  limiter: Limiter;
  key: string;
}

export const scopeKey = ({ limiter, key }: PinScope) => limiter.key(key);

export const deviceScope = (deviceId: string) => `device:${deviceId}`;
export const deviceDayScope = (deviceId: string) => `device-day:${deviceId}`;
export const orgScope = (orgId: string) => `org:${orgId}`;

/**
 * Serializes the attempts on these scopes across every server process (transaction-level
 * advisory locks, taken in a fixed order so two attempts never wait on each other).
 */
export async function lockAttemptScopes(tx: Transaction, scopes: readonly PinScope[]): Promise<void> {
  for (const scope of [...new Set(scopes.map(scopeKey))].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${scope}, 14))`);
  }
}

/** The first of the scopes that is locked right now, or null. */
export async function lockedScope(tx: Transaction, scopes: readonly PinScope[]): Promise<PinScope | null> {
  const locked = await lockedKeys(tx, scopes.map(scopeKey));
  return scopes.find((s) => locked.has(scopeKey(s))) ?? null;
}

/** An administrator's "Clear": the scopes start from nothing. */
export async function clearAttemptScopes(db: DbOrTx, scopes: readonly string[]): Promise<void> {
  await clearLimiterKeys(db, scopes);
}

/** The live counts and locks of some scopes (for the administrators' list). */
export async function attemptStates(db: DbOrTx, scopes: readonly string[]) {
  return limiterStates(db, scopes);
}
