import type { AttemptLimit } from "@stockroom/core";
import { type DbOrTx, rateLimits } from "@stockroom/db";
import { and, gt, inArray, sql } from "drizzle-orm";

/**
 * THE LIMITER FACTORY: every attempt counter of the server (sign-in, password reset, the
 * phone's public page, enrollment codes, PIN changes, the PIN itself; API tokens next) is a
 * `createLimiter(db, spec)` over one PostgreSQL table, `rate_limits`, so that every server
 * process on the database counts the same attempts (docs/scale-out.md, docs/decisions.md).
 *
 * A key (`<name>:<what is counted>`) counts events. Reaching `max` locks it for
 * `lockMinutes` (0: a ceiling that never locks by itself); the count starts over once the
 * lock has run out, or, without a lock, once the window is over: a "fixed" window runs from
 * the first event, an "idle" window from the last one. One statement per event: an upsert
 * that is atomic under concurrent attempts from any process. Rows whose window and lock are
 * over are deleted by the `limiter-cleanup` job (jobs/definitions/limiter-cleanup.ts).
 */
export interface LimitSpec extends AttemptLimit {
  /** Namespace of this limiter's keys, e.g. "sign-in:ip". */
  name: string;
  window?: "fixed" | "idle";
}

export interface Limiter {
  readonly spec: LimitSpec;
  /** The stored key of one counted thing. */
  key(key: string): string;
  /**
   * Counts one attempt when it starts (so parallel guesses cannot slip past the limit);
   * returns the seconds to wait when it is over the limit (a `Retry-After`), else 0.
   */
  hit(key: string): Promise<number>;
  /** Counts one event (a failure) and returns the count; reaching `max` locks the key. */
  count(key: string): Promise<number>;
  /** Takes back one counted attempt (it succeeded); lifts the lock once under the limit. */
  forgive(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  /** Locks the key for `minutes` from now, whatever its count. */
  lockFor(key: string, minutes: number): Promise<void>;
  /** The same limiter on another connection or transaction. */
  on(db: DbOrTx): Limiter;
}

const minutes = (n: number) => sql`make_interval(mins => ${n})`;

export function createLimiter(db: DbOrTx, spec: LimitSpec): Limiter {
  const stored = (key: string) => `${spec.name}:${key}`;
  const window = minutes(spec.windowMinutes);
  const lock = spec.lockMinutes > 0 ? sql`now() + ${minutes(spec.lockMinutes)}` : sql`null::timestamptz`;

  async function bump(key: string): Promise<{ count: number; locked: boolean; waitSeconds: number }> {
    // While a lock exists only its end starts the count over; else the window's end does.
    const fresh = sql`(case when ${rateLimits.lockedUntil} is not null then ${rateLimits.lockedUntil} <= now() else ${rateLimits.resetAt} <= now() end)`;
    const next = sql`(case when ${fresh} then 1 else ${rateLimits.count} + 1 end)`;
    const live = sql`(case when ${rateLimits.lockedUntil} > now() then ${rateLimits.lockedUntil} end)`;
    const [row] = await db
      .insert(rateLimits)
      .values({
        key: stored(key),
        count: 1,
        resetAt: sql`now() + ${window}`,
        lockedUntil: spec.max <= 1 ? lock : null,
      })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: next,
          // A live lock stays (also one set by lockFor below the count); reaching max sets one.
          lockedUntil: sql`coalesce(${live}, case when ${next} >= ${spec.max} then ${lock} end)`,
          resetAt:
            spec.window === "idle"
              ? sql`now() + ${window}`
              : sql`case when ${fresh} then now() + ${window} else ${rateLimits.resetAt} end`,
        },
      })
      .returning({
        count: rateLimits.count,
        locked: sql<boolean>`coalesce(${rateLimits.lockedUntil} > now(), false)`,
        waitSeconds: sql<number>`ceil(extract(epoch from coalesce(${rateLimits.lockedUntil}, ${rateLimits.resetAt}) - now()))::int`,
      });
    return row ?? { count: 1, locked: false, waitSeconds: 0 };
  }

  return {
    spec,
    key: stored,
    async hit(key) {
      const { count, locked, waitSeconds } = await bump(key);
      // Over the limit, or locked by lockFor below it (the attempt that reaches max goes through).
      const refused = count > spec.max || (locked && count < spec.max);
      return refused ? Math.max(1, waitSeconds) : 0;
    },
    async count(key) {
      return (await bump(key)).count;
    },
    async forgive(key) {
      const left = sql`greatest(${rateLimits.count} - 1, 0)`;
      await db
        .update(rateLimits)
        .set({
          count: left,
          lockedUntil: sql`case when ${left} >= ${spec.max} then ${rateLimits.lockedUntil} end`,
        })
        .where(and(sql`${rateLimits.key} = ${stored(key)}`, gt(rateLimits.resetAt, sql`now()`)));
    },
    async reset(key) {
      await db.delete(rateLimits).where(sql`${rateLimits.key} = ${stored(key)}`);
    },
    async lockFor(key, lockMinutes) {
      const until = sql`now() + ${minutes(lockMinutes)}`;
      await db
        .insert(rateLimits)
        .values({ key: stored(key), count: 1, resetAt: sql`now() + ${window}`, lockedUntil: until })
        .onConflictDoUpdate({ target: rateLimits.key, set: { lockedUntil: until } });
    },
    on: (other) => createLimiter(other, spec),
  };
}

/** A limiter of core's `AttemptLimit` (the phone's limits, issue 21). */
export function limiterOf(db: DbOrTx, name: string, limit: AttemptLimit, window: "fixed" | "idle" = "fixed"): Limiter {
  return createLimiter(db, { name, window, ...limit });
}

/** The stored keys among `keys` that are locked right now. */
export async function lockedKeys(db: DbOrTx, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(and(inArray(rateLimits.key, [...keys]), gt(rateLimits.lockedUntil, sql`now()`)));
  return new Set(rows.map((r) => r.key));
}

/** The live counts and locks of some stored keys (for the administrators' list of phones). */
export async function limiterStates(db: DbOrTx, keys: readonly string[]) {
  if (keys.length === 0) return new Map<string, { failures: number; lockedUntil: Date | null }>();
  const rows = await db
    .select({
      key: rateLimits.key,
      count: rateLimits.count,
      lockedUntil: rateLimits.lockedUntil,
      live: sql<boolean>`coalesce(${rateLimits.lockedUntil} > now(), false)`,
    })
    .from(rateLimits)
    .where(inArray(rateLimits.key, [...keys]));
  return new Map(rows.map((r) => [r.key, { failures: r.count, lockedUntil: r.live ? r.lockedUntil : null }]));
}

/** An administrator's "Clear": the stored keys start from nothing. */
export async function clearLimiterKeys(db: DbOrTx, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.delete(rateLimits).where(inArray(rateLimits.key, [...keys]));
}

/** Forgets the keys whose window and lock are both over (the limiter-cleanup job); answers how many. */
export async function deleteExpiredAttempts(db: DbOrTx): Promise<number> {
  const deleted = await db
    .delete(rateLimits)
    .where(
      sql`${rateLimits.resetAt} <= now() and (${rateLimits.lockedUntil} is null or ${rateLimits.lockedUntil} <= now())`,
    )
    .returning({ key: rateLimits.key });
  return deleted.length;
}
