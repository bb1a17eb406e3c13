/**
 * A fixed-window attempt counter kept in memory (one server process). Sign-in counts
 * FAILED attempts per client address (spraying many accounts from one place) and per
 * account-and-address (guessing one password): a stranger cannot lock an account for
 * its owner, and an office behind one address is not blocked by its own good sign-ins.
 * An attempt is counted when it starts (so parallel guesses cannot slip past the limit)
 * and forgiven when it succeeds.
 */
export class AttemptLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt; returns the seconds to wait when over the limit, else 0. */
  hit(key: string): number {
    const t = this.now();
    if (this.hits.size > 10_000) this.sweep(t);
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= t) {
      this.hits.set(key, { count: 1, resetAt: t + this.windowMs });
      return 0;
    }
    entry.count++;
    return entry.count > this.max ? Math.ceil((entry.resetAt - t) / 1000) : 0;
  }

  /** Takes back one counted attempt (it succeeded). */
  forgive(key: string): void {
    const entry = this.hits.get(key);
    if (entry && entry.count > 0) entry.count--;
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private sweep(t: number) {
    for (const [k, v] of this.hits) if (v.resetAt <= t) this.hits.delete(k);
  }
}
