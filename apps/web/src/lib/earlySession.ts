import { getQueryKey } from "@trpc/react-query";
import superjson, { type SuperJSONResult } from "superjson";
import { queryClient, trpcClient } from "../queryClient";
import { trpc } from "../trpc";
import { SESSION_QUERY_OPTIONS, type SessionResult } from "./session";

/** Where index.html's route-preload script (apps/web/routePreload.ts) leaves its answer. */
export const EARLY_SESSION_GLOBAL = "__stockroomSession";

/**
 * The answer of the `auth.session` request index.html's small first script sent while the
 * entry was still downloading; null when there is none (the script came late or failed).
 */
async function earlySession(): Promise<{ value: SessionResult } | null> {
  const pending = (window as unknown as Record<string, Promise<unknown> | undefined>)[EARLY_SESSION_GLOBAL];
  if (!pending) return null;
  const body = (await pending.catch(() => null)) as { result?: { data?: SuperJSONResult } } | null;
  const data = body?.result?.data;
  return data && typeof data === "object" && "json" in data
    ? { value: superjson.deserialize<SessionResult>(data) }
    : null;
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
      const early = await earlySession();
      return early ? early.value : trpcClient.auth.session.query();
    },
    staleTime: SESSION_QUERY_OPTIONS.staleTime,
  });
}
