import postgres from "postgres";
import type { Viewer } from "../services/auth/load-viewer";

/**
 * The sessions this process validated in the last few seconds, so a read (a screen's queries,
 * a list paged through) can START before PostgreSQL answers "who is this?" (issue 23 "Lists":
 * the lookup was a round trip every signed-in request waited for). It never decides alone:
 * the read's answer waits for the database's check, run beside it, and is computed again when
 * they differ (http/principal.ts `speculativeUser`, trpc.ts `confirmSession`).
 *
 * Keeping it fresh, so that second run is rare: Every write that can change who a
 * session is or what it may do (a session deleted or changed: sign-out, password change or
 * reset, expiry; a user changed or removed; a membership added, removed or given another
 * role; an organization changed or removed; an operator granted or revoked) fires a trigger
 * (migration 0020_session_change_notify) that sends NOTIFY "stockroom_sessions" at commit.
 * Every server process LISTENs on its own connection and forgets EVERY cached session when it
 * arrives, whichever process or tool made the change. PostgreSQL delivers a notification only
 * once the transaction is visible to new statements, so a lookup started after it sees the
 * change; a lookup already running when it arrives is not kept ({@link SessionCache.generation}).
 *
 * The cache is used only while that listening is known to work: from the moment its LISTEN is
 * answered until the connection closes or a heartbeat ({@link HEARTBEAT_MS}) goes unanswered;
 * in between every request asks the database, and the cache is emptied when the connection is
 * lost and again when it is back (notifications may have been missed). Entries live at most
 * {@link SessionCacheOptions.ttlMs} as a backstop. Only tRPC reads use it; a write checks the
 * session in the database before anything.
 */

export interface CachedSession {
  viewer: Viewer;
  expiresAt: Date;
}

interface Entry extends CachedSession {
  storedAt: number;
}

export interface SessionCacheOptions {
  /** How long an entry may be used without a notification (the backstop). */
  ttlMs: number;
  /** At most this many sessions (the oldest go first). */
  maxEntries?: number;
  now?: () => number;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private live = false;
  /** Bumped by every invalidation: a lookup that started before one is not kept. */
  generation = 0;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(options: SessionCacheOptions) {
    this.ttlMs = options.ttlMs;
    this.maxEntries = options.maxEntries ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  /** Whether cached sessions may be used now (the listening connection works). */
  get usable(): boolean {
    return this.live && this.ttlMs > 0;
  }

  get(sessionId: string): CachedSession | undefined {
    if (!this.usable) return undefined;
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt >= this.ttlMs || entry.expiresAt.getTime() <= this.now()) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return entry;
  }

  /** Keeps a lookup's answer, unless an invalidation happened since `generation` was read. */
  set(sessionId: string, session: CachedSession, generation: number) {
    if (!this.usable || generation !== this.generation) return;
    this.entries.delete(sessionId);
    this.entries.set(sessionId, { ...session, storedAt: this.now() });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  /** Forgets every cached session (a notification, or the listening connection changed state). */
  invalidate() {
    this.generation++;
    this.entries.clear();
  }

  /** The listening connection works (true) or not (false); either change empties the cache. */
  setLive(live: boolean) {
    this.invalidate();
    this.live = live;
  }

  get size(): number {
    return this.entries.size;
  }
}

/** The channel migration 0020_session_change_notify's triggers notify. */
export const SESSION_CHANGE_CHANNEL = "stockroom_sessions";
/** A heartbeat on the listening connection; unanswered within this, the cache is off. */
export const HEARTBEAT_MS = 2_000;
/** The listening connection's application_name (pg_stat_activity shows it; the tests find it by it). */
export const SESSION_LISTENER_NAME = "stockroom session listener";
const RECONNECT_MS = 1_000;

export interface SessionListener {
  stop(): Promise<void>;
}

/**
 * LISTENs for session changes on a connection of its own and keeps `cache` live only while
 * that works (see the module's comment). Never throws: a database that is away leaves the
 * cache off, and it retries every second.
 */
export function listenForSessionChanges(
  databaseUrl: string,
  cache: SessionCache,
  log: (message: string) => void,
): SessionListener {
  let stopped = false;
  let client: postgres.Sql | null = null;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let wasLive = false;

  const down = (reason: string) => {
    cache.setLive(false);
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = undefined;
    const old = client;
    client = null;
    old?.end({ timeout: 0 }).catch(() => {});
    if (wasLive) log(`session cache off: ${reason}`);
    wasLive = false;
    if (!stopped && !retry) {
      retry = setTimeout(connect, RECONNECT_MS);
      retry.unref();
    }
  };

  async function connect() {
    retry = undefined;
    if (stopped) return;
    // `onnotify` is the driver's own option (its `listen()` is built on it) but not in its
    // types; the object is typed by the driver's Options, less that check.
    const options = {
      max: 1,
      idle_timeout: 0,
      max_lifetime: null,
      connect_timeout: 5,
      fetch_types: false,
      connection: { application_name: SESSION_LISTENER_NAME },
      onnotice: () => {},
      onnotify: (channel: string) => {
        if (channel === SESSION_CHANGE_CHANNEL) cache.invalidate();
      },
      onclose: () => {
        if (client === own) down("the listening connection closed");
      },
    };
    const own = postgres(databaseUrl, options);
    client = own;
    try {
      await own.unsafe(`listen "${SESSION_CHANGE_CHANNEL}"`);
    } catch {
      if (client === own) down("LISTEN failed");
      return;
    }
    if (client !== own || stopped) return;
    cache.setLive(true);
    wasLive = true;
    heartbeat = setInterval(() => {
      let answered = false;
      own
        .unsafe("select 1")
        .then(() => {
          answered = true;
        })
        .catch(() => {});
      setTimeout(() => {
        if (!answered && client === own) down("the listening connection did not answer");
      }, HEARTBEAT_MS - 100).unref();
    }, HEARTBEAT_MS);
    heartbeat.unref();
  }

  void connect();
  return {
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      if (heartbeat) clearInterval(heartbeat);
      cache.setLive(false);
      const old = client;
      client = null;
      await old?.end({ timeout: 1 }).catch(() => {});
    },
  };
}
