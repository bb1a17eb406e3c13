import type postgres from "postgres";

/** postgres.js's answer from a cursor callback that closes the portal (`sql.CLOSE`). */
type Close = postgres.Sql["CLOSE"];

/**
 * The rows of one statement, `size` at a time, through a server-side cursor (postgres.js
 * `.cursor(size, fn)`), with the next batch read while the caller works on this one: the
 * driver asks for the next batch as soon as one is handed over, until `ahead` batches
 * wait, so PostgreSQL computes on one core while Node writes on the other. Memory stays at
 * `ahead + 1` batches however long the result.
 *
 * When the caller stops early (a `return()`, e.g. the client left) the portal is closed and
 * this waits until the driver has settled, so the connection goes back to the pool; a
 * database error ends the iteration with that error, at once or after the batches already
 * read.
 */
export async function* cursorBatches<T>(
  query: postgres.PendingQuery<postgres.Row[]>,
  close: Close,
  size: number,
  {
    ahead = 2,
    nextSize,
  }: {
    ahead?: number;
    /** The size of the batch after `rows` (e.g. from the bytes they hold); `size` when not given. */
    nextSize?: (rows: T[]) => number;
  } = {},
): AsyncGenerator<T[], void, undefined> {
  const queue: T[][] = [];
  let stopped = false;
  let finished = false;
  let failure: { error: unknown } | null = null;
  let wake: (() => void) | null = null;
  let room: (() => void) | null = null;
  const signal = () => {
    const w = wake;
    wake = null;
    w?.();
  };
  const running = query
    .cursor(size, async (rows) => {
      if (stopped) return close;
      queue.push(rows as unknown as T[]);
      // postgres.js reads the query's `cursorRows` when it asks for the next batch (after this
      // callback settles): the one place its batch size can change while the cursor is open.
      if (nextSize) (query as unknown as { cursorRows: number }).cursorRows = nextSize(rows as unknown as T[]);
      signal();
      while (queue.length >= ahead && !stopped) await new Promise<void>((r) => (room = r));
      return stopped ? close : undefined;
    })
    .then(
      () => {
        finished = true;
        signal();
      },
      (error: unknown) => {
        failure = { error };
        finished = true;
        signal();
      },
    );
  try {
    for (;;) {
      const rows = queue.shift();
      if (rows) {
        const r = room as (() => void) | null;
        room = null;
        r?.();
        yield rows;
        continue;
      }
      if (failure) throw (failure as { error: unknown }).error;
      if (finished) return;
      await new Promise<void>((r) => (wake = r));
    }
  } finally {
    stopped = true;
    const r = room as (() => void) | null;
    room = null;
    r?.();
    // The driver closes the portal on the callback's answer (or ends on its error): wait,
    // so the connection is back in the pool when the caller's cleanup is done.
    if (!finished) await running;
  }
}
