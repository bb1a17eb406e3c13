import type { QueryKey } from "@tanstack/react-query";
import { getQueryKey } from "@trpc/react-query";
import superjson, { type SuperJSONResult } from "superjson";
import { EARLY_ANSWER } from "../earlyAnswers";
import { queryClient, trpcClient } from "../queryClient";
import { trpc } from "../trpc";
import { SESSION_QUERY_OPTIONS, type SessionResult } from "./session";

type Answer = { result?: { data?: SuperJSONResult } } | null;

/** tRPC's answer for one call, deserialized; null for an error or anything unexpected. */
function answerValue<T>(body: Answer): { value: T } | null {
  const data = body?.result?.data;
  return data && typeof data === "object" && "json" in data ? { value: superjson.deserialize<T>(data) } : null;
}

/**
 * The answer a page's small first script (apps/web/routePreload.ts) asked for while the
 * entry was still downloading, as tRPC would have returned it; null when there is none (the
 * script came late, the request failed, or the server answered with an error — the caller
 * then asks again and gets the error the usual way).
 */
export async function earlyAnswer<T>(name: string): Promise<{ value: T } | null> {
  const pending = (window as unknown as Record<string, Promise<unknown> | undefined>)[name];
  if (!pending) return null;
  return answerValue<T>((await pending.catch(() => null)) as Answer);
}

/** The page's `<script type="application/json">` holding its early batch's answers (a server-drawn first screen). */
export const EARLY_ANSWERS_ID = "early-answers";

interface EarlyBatchAnswer {
  paths: string[];
  answer: Promise<Answer[] | null>;
}

/**
 * The early batch: asked by index.html's first script, or, on a first screen's own page
 * (page-login.html, page-assets.html…, which have no first script), named by the page's
 * `<link rel=preload as=fetch data-paths>`: the browser is already downloading it, and this
 * fetch (same URL, with credentials as the link says) is handed that answer.
 */
function earlyBatch(): EarlyBatchAnswer | undefined {
  const slot = window as unknown as Record<string, EarlyBatchAnswer | undefined>;
  const asked = slot[EARLY_ANSWER.session];
  if (asked) return asked;
  // A signed-in first screen's page may carry the answers themselves (the server computed
  // them as this session's caller: apps/server/src/http/first-screen.ts): no request at all.
  const answered = document.getElementById(EARLY_ANSWERS_ID);
  if (answered instanceof HTMLScriptElement) {
    let body: Answer[] | null = null;
    try {
      body = JSON.parse(answered.text) as Answer[];
    } catch {
      body = null;
    }
    const batch: EarlyBatchAnswer = {
      paths: (answered.dataset.paths ?? "").split(","),
      answer: Promise.resolve(Array.isArray(body) ? body : null),
    };
    slot[EARLY_ANSWER.session] = batch;
    return batch;
  }
  const link = document.querySelector<HTMLLinkElement>("link[rel=preload][as=fetch][data-paths]");
  if (!link) return undefined;
  const batch: EarlyBatchAnswer = {
    paths: (link.dataset.paths ?? "").split(","),
    answer: fetch(link.href, { credentials: "include" }).then((r) => (r.ok ? r.json() : null)),
  };
  slot[EARLY_ANSWER.session] = batch;
  return batch;
}

/** Whether the page's early batch (index.html's first script, or a first screen's page) asked for `path` (a procedure, "assets.list") in its batch. */
export function hasEarlyAnswer(path: string): boolean {
  return earlyBatch()?.paths.includes(path) ?? false;
}

/**
 * The answer to `path` from index.html's first script's batched request (the session check
 * and the first screen's data, apps/web/routePreload.ts); null as `earlyAnswer`'s.
 */
export async function earlyBatchAnswer<T>(path: string): Promise<{ value: T } | null> {
  const batch = earlyBatch();
  const index = batch?.paths.indexOf(path) ?? -1;
  if (!batch || index < 0) return null;
  const body = await batch.answer.catch(() => null);
  return Array.isArray(body) ? answerValue<T>(body[index] ?? null) : null;
}

/**
 * Fills the query `queryKey` with the batch's answer to `path`, or with `otherwise()` when
 * the batch has none (an error, a failed request): the query is in flight from now on, so a
 * screen that mounts meanwhile waits for it instead of asking again. Without `otherwise`, no
 * answer fails the fetch at once (not retried): the caller drops it and the screen asks itself.
 */
export function adoptEarlyAnswer<T>(path: string, queryKey: QueryKey, otherwise?: () => Promise<T>): Promise<T> {
  return queryClient.fetchQuery({
    queryKey,
    queryFn: async () => {
      const early = await earlyBatchAnswer<T>(path);
      if (early) return early.value;
      if (otherwise) return otherwise();
      throw new Error(`the page's batch has no answer to ${path}`);
    },
    ...(otherwise ? {} : { retry: false }),
  });
}

/**
 * Fills the session query the app gate waits for: from the early answer when there is one
 * (on a slow link it arrives a round trip before the entry could have asked), else by asking
 * now. Same cache key as `trpc.auth.session.useQuery`, so the gate asks nothing more.
 */
export function prefetchSession(): Promise<void> {
  return queryClient.prefetchQuery({
    queryKey: getQueryKey(trpc.auth.session, undefined, "query"),
    queryFn: async () => {
      const early = await earlyBatchAnswer<SessionResult>("auth.session");
      return early ? early.value : trpcClient.auth.session.query();
    },
    staleTime: SESSION_QUERY_OPTIONS.staleTime,
  });
}
