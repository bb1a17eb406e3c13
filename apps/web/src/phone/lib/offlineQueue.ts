import type { FormSubmitInput } from "@stockroom/core";
import { TRPCClientError } from "@trpc/client";
import { createStore, del, entries, set } from "idb-keyval";
import { useEffect, useState } from "react";
import { trpcClient } from "../../queryClient";
import { type RouterOutputs, trpcErrorCode } from "../../trpc";

/**
 * Counts made on the phone without a connection (issue 14): each is kept in IndexedDB with
 * an id made here, shown as 'waiting to send', and sent when the connection returns. The
 * server accepts each id once, so a resend after a lost answer never counts twice. While the
 * phone says it has no connection (`navigator.onLine` false) nothing is sent at all: a count
 * leaves on the `online` event, not on a request the network may or may not stop.
 */
export interface QueuedCount {
  clientSubmissionId: string;
  input: FormSubmitInput;
  label: string;
  queuedAt: string;
  lastError?: string;
}
export type SubmitOutput = RouterOutputs["forms"]["submit"];

export const WAITING_TO_SEND = "waiting to send";

const store = typeof indexedDB === "undefined" ? undefined : createStore("stockroom-mobile", "queued-counts");
const listeners = new Set<() => void>();
const changed = () => {
  for (const l of listeners) l();
};

/** A v4 UUID; crypto.randomUUID needs a secure context, which a phone on http://LAN is not. */
export function newClientId(): string {
  if (typeof crypto.randomUUID === "function" && globalThis.isSecureContext) return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export async function queuedCounts(): Promise<QueuedCount[]> {
  if (!store) return [];
  const all = await entries<string, QueuedCount>(store);
  return all.map(([, v]) => v).sort((x, y) => x.queuedAt.localeCompare(y.queuedAt));
}

/** The phone says it has no connection (airplane mode, no network): nothing is sent until `online`. */
export function phoneIsOffline(): boolean {
  return typeof navigator !== "undefined" && navigator.onLine === false;
}

/** No answer from the server at all (offline, DNS, connection reset), as opposed to a refusal. */
export function isConnectionFailure(err: unknown): boolean {
  if (phoneIsOffline()) return true;
  return err instanceof TRPCClientError ? !err.data : err instanceof TypeError;
}

/**
 * Sends one count: stored first (so a reload or a crash mid-request loses nothing), then
 * sent; removed once the server answered. Without a connection it stays queued, and while the
 * phone says it is offline it is not even tried.
 */
export async function sendCount(
  input: FormSubmitInput,
  label: string,
): Promise<{ status: "sent"; result: SubmitOutput } | { status: "queued"; sessionEnded: boolean }> {
  const item: QueuedCount = { clientSubmissionId: newClientId(), input, label, queuedAt: new Date().toISOString() };
  if (store) await set(item.clientSubmissionId, item, store);
  changed();
  if (phoneIsOffline() && store) return { status: "queued", sessionEnded: false };
  try {
    const result = await trpcClient.forms.submit.mutate({ ...input, clientSubmissionId: item.clientSubmissionId });
    if (store) await del(item.clientSubmissionId, store);
    changed();
    return { status: "sent", result };
  } catch (err) {
    if (isConnectionFailure(err)) return { status: "queued", sessionEnded: false };
    // The PIN session ran out (2 hours): keep the count; it goes once the PIN is entered again.
    if (trpcErrorCode(err) === "UNAUTHORIZED") {
      if (store) await set(item.clientSubmissionId, { ...item, lastError: (err as Error).message }, store);
      changed();
      return { status: "queued", sessionEnded: true };
    }
    if (store) await del(item.clientSubmissionId, store);
    changed();
    throw err;
  }
}

let flushing: Promise<number> | null = null;

/**
 * Sends what is queued, oldest first; stops at the first connection failure. Returns how many
 * were sent. While the phone says it is offline it sends nothing: the `online` event (main.tsx,
 * useQueuedCounts) calls it again when the connection returns.
 */
export function flushQueuedCounts(): Promise<number> {
  if (phoneIsOffline()) return flushing ?? Promise.resolve(0);
  flushing ??= (async () => {
    let sent = 0;
    try {
      for (const item of await queuedCounts()) {
        // The connection went while the queue was being sent: the rest waits for `online`.
        if (phoneIsOffline()) break;
        try {
          await trpcClient.forms.submit.mutate({ ...item.input, clientSubmissionId: item.clientSubmissionId });
          if (store) await del(item.clientSubmissionId, store);
          sent++;
        } catch (err) {
          if (isConnectionFailure(err)) break;
          // Refused for good (form unlinked, session ended…): keep it visible with the reason.
          if (store) await set(item.clientSubmissionId, { ...item, lastError: (err as Error).message }, store);
        }
        changed();
      }
    } finally {
      flushing = null;
    }
    return sent;
  })();
  return flushing;
}

/** The queued counts, live; also sends them when the page opens and whenever the connection returns. */
export function useQueuedCounts(): QueuedCount[] {
  const [items, setItems] = useState<QueuedCount[]>([]);
  useEffect(() => {
    let alive = true;
    const refresh = () =>
      void queuedCounts().then((next) => {
        if (alive) setItems(next);
      });
    const flush = () => void flushQueuedCounts().finally(refresh);
    listeners.add(refresh);
    window.addEventListener("online", flush);
    flush();
    return () => {
      alive = false;
      listeners.delete(refresh);
      window.removeEventListener("online", flush);
    };
  }, []);
  return items;
}
