import { getQueryKey } from "@trpc/react-query";
import superjson, { type SuperJSONResult } from "superjson";
import { EARLY_ANSWER } from "../earlyAnswers";
import { queryClient, trpcClient } from "../queryClient";
import { trpc } from "../trpc";
import { SESSION_QUERY_OPTIONS, type SessionResult } from "./session";

/**
 * The answer a page's small first script (apps/web/routePreload.ts) asked for while the
 * entry was still downloading, as tRPC would have returned it; null when there is none (the
 * script came late, the request failed, or the server answered with an error — the caller
 * then asks again and gets the error the usual way).
 */
export async function earlyAnswer<T>(name: string): Promise<{ value: T } | null> {
  const pending = (window as unknown as Record<string, Promise<unknown> | undefined>)[name];
  if (!pending) return null;
  const body = (await pending.catch(() => null)) as { result?: { data?: SuperJSONResult } } | null;
  const data = body?.result?.data;
  return data && typeof data === "object" && "json" in data ? { value: superjson.deserialize<T>(data) } : null;
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
      const early = await earlyAnswer<SessionResult>(EARLY_ANSWER.session);
      return early ? early.value : trpcClient.auth.session.query();
    },
    staleTime: SESSION_QUERY_OPTIONS.staleTime,
  });
}
