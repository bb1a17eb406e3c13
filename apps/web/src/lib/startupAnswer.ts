/** How long an answer fetched as the page started stays fresh: the screen's mount asks nothing again. */
export const STARTUP_FRESH_MS = 5_000;

/** A screen's `staleTime` for the answer its page fetched at startup (see `startupAnswer`). */
export type StartupStaleTime = (query: { state: { dataUpdatedAt: number } }) => number;

/**
 * The freshness of one screen's startup answer (its data asked for beside the session check,
 * before the screen's chunk was there): that answer is fresh for a moment, so the screen's
 * mount does not ask again; every other answer (a refetch, a later visit) is stale at once, as
 * the screen's own `staleTime: 0` had it. `arrived()` when the startup answer is in the cache;
 * `end()` once a screen has used it (later mounts ask again even within the moment).
 */
export function startupAnswer(): { arrived(): void; end(): void; staleTime: StartupStaleTime } {
  let arrivedAt = 0;
  let ended = false;
  return {
    arrived() {
      if (!ended) arrivedAt = Date.now();
    },
    end() {
      ended = true;
      arrivedAt = 0;
    },
    staleTime(query) {
      const at = query.state.dataUpdatedAt;
      return at > 0 && at <= arrivedAt ? STARTUP_FRESH_MS : 0;
    },
  };
}
