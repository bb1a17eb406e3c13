import type { AttemptLimit } from "@stockroom/core";
import { type DbOrTx, rateLimits } from "@stockroom/db";
import { and, gt, lt, sql } from "drizzle-orm";

/**
 * A fixed-window attempt counter kept in PostgreSQL (`rate_limits`), so that every server
 * process on the database counts the same attempts (docs/scale-out.md). Sign-in counts
 * FAILED attempts per client address (spraying many accounts from one place) and per
 * account-and-address (guessing one password): a stranger cannot lock an account for its
 * owner, and an office behind one address is not blocked by its own good sign-ins.
 * An attempt is counted when it starts (so parallel guesses cannot slip past the limit)
 * and forgiven when it succeeds.
 *
 * One statement per attempt: an upsert that starts a new window when the old one is over
 * and otherwise adds one, atomically under concurrent attempts from any process.
 */
export class AttemptLimiter {
  constructor(
    private readonly db: DbOrTx,
    /** Namespace of this limiter's keys, e.g. "sign-in:ip". */
    private readonly name: string,
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Counts one attempt; returns the seconds to wait when over the limit, else 0. */
  async hit(key: string): Promise<number> {
    const window = sql`make_interval(secs => ${this.windowMs / 1000})`;
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key: this.key(key), count: 1, resetAt: sql`now() + ${window}` })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
          resetAt: sql`case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end`,
        },
      })
      .returning({
        count: rateLimits.count,
        waitSeconds: sql<number>`ceil(extract(epoch from ${rateLimits.resetAt} - now()))::int`,
      });
    // Now and then, forget windows that are over (cheap: an index on reset_at).
    if (Math.random() < 0.01) await this.db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now()`));
    if (!row || row.count <= this.max) return 0;
    return Math.max(1, row.waitSeconds);
  }

  /** Takes back one counted attempt (it succeeded). */
  async forgive(key: string): Promise<void> {
    await this.db
      .update(rateLimits)
      .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
      .where(and(sql`${rateLimits.key} = ${this.key(key)}`, gt(rateLimits.resetAt, sql`now()`)));
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(rateLimits).where(sql`${rateLimits.key} = ${this.key(key)}`);
  }

  private key(key: string): string {
    return `${this.name}:${key}`;
  }
}

/** A limiter of core's `AttemptLimit` (max attempts per window; the window is the wait). */
export function limiterOf(db: DbOrTx, name: string, limit: AttemptLimit): AttemptLimiter {
  return new AttemptLimiter(db, name, limit.max, limit.windowMinutes * 60 * 1000);
}
