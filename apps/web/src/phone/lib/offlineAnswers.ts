import { MOBILE_RECENT_ASSETS } from "@stockroom/core";
import { clear, createStore, del, entries, get, set } from "idb-keyval";
import { isConnectionFailure } from "./offlineQueue";

/**
 * The phone's copy of the answers its screens open with (issue 20: a storeroom without
 * signal): the options of the assets opened last (`mobile.page`) and their count screens
 * (`forms.submitContext`), so a reload or a recent label opens without a connection.
 *
 * The copy belongs to one session: each answer is kept with the session the server named in
 * it (`scope`) and that session's end. A server answer for another session, or one that asks
 * for the PIN, drops the whole copy; without a connection an answer is only shown for the
 * session that fetched it and only until that session ends. So one organization's data is
 * never shown to a different session.
 */
export interface PhoneSession {
  via: string;
  role: string;
  fullName: string | null;
  expiresAt: Date | null;
}
interface Kept<T> {
  scope: string;
  savedAt: number;
  answer: T;
}
/** The session the phone's copy belongs to. */
interface Owner {
  scope: string;
  /** When that session ends (ms), or null when the server gave no end. */
  endsAt: number | null;
}

/** The count screens of the 10 assets opened last (spec 02: recent assets up to 10), and their options. */
const KEEP = MOBILE_RECENT_ASSETS * 2;
const OWNER_KEY = "owner";

const store = typeof indexedDB === "undefined" ? undefined : createStore("stockroom-mobile-answers", "answers");
const meta = typeof indexedDB === "undefined" ? undefined : createStore("stockroom-mobile-session", "session");

/** The session an answer was fetched for, as the server described it. */
export function sessionScope(session: PhoneSession): string {
  // A PIN session is one row with its own end; a member's session is the member's.
  const end = session.via === "pin" && session.expiresAt ? new Date(session.expiresAt).toISOString() : "";
  return [session.via, session.role, session.fullName ?? "", end].join("|");
}

/** The session the copy belongs to, while it lasts; an ended one drops the copy. */
async function liveOwner(): Promise<Owner | undefined> {
  if (!meta) return undefined;
  const owner = await get<Owner>(OWNER_KEY, meta);
  if (owner && owner.endsAt !== null && owner.endsAt <= Date.now()) {
    await forgetAnswers();
    return undefined;
  }
  return owner;
}

/** Forgets every kept answer (the session ended, or another one began). */
export async function forgetAnswers(): Promise<void> {
  if (!store || !meta) return;
  await Promise.all([clear(store), del(OWNER_KEY, meta)]);
}

async function put<T>(key: string, scope: string, answer: T): Promise<void> {
  if (!store) return;
  await set(key, { scope, savedAt: Date.now(), answer } satisfies Kept<T>, store);
  const all = await entries<string, Kept<unknown>>(store);
  if (all.length > KEEP) {
    const oldest = all.sort(([, a], [, b]) => b.savedAt - a.savedAt).slice(KEEP);
    await Promise.all(oldest.map(([k]) => del(k, store)));
  }
}

/**
 * Keeps a fresh server answer for `key`, made for `session`. A session other than the one the
 * phone's copy belongs to drops that copy first.
 */
export async function keepAnswer<T>(key: string, session: PhoneSession, answer: T): Promise<void> {
  if (!store || !meta) return;
  const scope = sessionScope(session);
  const owner = await liveOwner();
  if (owner?.scope !== scope) {
    await clear(store);
    const endsAt = session.expiresAt ? new Date(session.expiresAt).getTime() : null;
    await set(OWNER_KEY, { scope, endsAt } satisfies Owner, meta);
  }
  await put(key, scope, answer);
}

/** Keeps an answer that names no session (a count screen) for the session the copy belongs to, if any. */
export async function keepForCurrentSession<T>(key: string, answer: T): Promise<void> {
  const owner = await liveOwner();
  if (owner) await put(key, owner.scope, answer);
}

/** The kept answer for `key`, if it was made for the phone's current session and that session has not ended. */
export async function keptAnswer<T>(key: string): Promise<T | undefined> {
  if (!store) return undefined;
  const [kept, owner] = await Promise.all([get<Kept<T>>(key, store), liveOwner()]);
  return kept && owner && kept.scope === owner.scope ? kept.answer : undefined;
}

/** How long a phone request may take before the screen says it failed (issue 20: within 3 s). */
export const PHONE_REQUEST_TIMEOUT_MS = 3_000;

/**
 * Runs `call` with a signal that aborts after `timeoutMs` (or with `outer`). Without a
 * connection (`navigator.onLine` false) it fails at once, as a connection failure does.
 */
export async function withTimeout<T>(
  call: (signal: AbortSignal) => Promise<T>,
  outer?: AbortSignal,
  timeoutMs = PHONE_REQUEST_TIMEOUT_MS,
): Promise<T> {
  if (typeof navigator !== "undefined" && navigator.onLine === false) throw new TypeError("No connection");
  const controller = new AbortController();
  const abort = () => controller.abort();
  const timer = setTimeout(abort, timeoutMs);
  outer?.addEventListener("abort", abort);
  try {
    return await call(controller.signal);
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener("abort", abort);
  }
}

/**
 * A screen's opening answer: the server's, handed to `keep` (which keeps it for its session,
 * or drops the copy, e.g. for the PIN state); without a connection, the copy kept for this
 * session, if any. Any other failure (a refusal) is the screen's to show.
 */
export async function answerOrKept<T>(
  key: string,
  fetchAnswer: () => Promise<T>,
  keep: (key: string, answer: T) => Promise<void>,
): Promise<T> {
  try {
    const answer = await fetchAnswer();
    await keep(key, answer).catch(() => undefined);
    return answer;
  } catch (err) {
    if (!isConnectionFailure(err)) throw err;
    const kept = await keptAnswer<T>(key).catch(() => undefined);
    if (kept === undefined) throw err;
    return kept;
  }
}
