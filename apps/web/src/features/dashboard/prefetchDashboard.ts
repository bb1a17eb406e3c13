import { getQueryKey } from "@trpc/react-query";
import { earlyBatchAnswer, hasEarlyAnswer } from "../../lib/earlyAnswer";
import { queryClient } from "../../queryClient";
import { type TrpcUtils, trpc } from "../../trpc";

const SUMMARY = "organization.dashboard.summary";
/** How long the summary that came with the page stays fresh: the screen's first mount asks nothing again. */
const STARTUP_FRESH_MS = 5_000;
/** When the page's own summary arrived (0: none came with it, or a screen has used it). */
let startupAnswerAt = 0;
/** The dashboard has mounted once: the page's summary served that mount and no other. */
let startupAnswerUsed = false;

/**
 * When the page being opened is the dashboard ("/", no query), fills its summary from the
 * page's early batch: page-home.html asks for it together with the session check
 * (apps/web/routePreload.ts), so the counts do not wait for the entry, the session and the
 * dashboard's chunk before they are even asked for (issue 23 "First rows", as /assets does).
 * Nothing is asked again here when the batch has no answer (signed out, no organization, an
 * error): the screen asks for itself, when it may.
 */
export function prefetchDashboard(location: { pathname: string; search: string }, utils: TrpcUtils): void {
  if ((location.pathname.replace(/\/+$/, "") || "/") !== "/" || location.search) return;
  if (!hasEarlyAnswer(SUMMARY)) return;
  queryClient
    .fetchQuery({
      queryKey: getQueryKey(trpc.organization.dashboard.summary, undefined, "query"),
      queryFn: async () => {
        const early = await earlyBatchAnswer(SUMMARY);
        if (!early) throw new Error("the page's batch has no summary");
        return early.value;
      },
      // In flight from now on, so a screen that mounts meanwhile waits for it; never retried.
      retry: false,
    })
    .then(
      () => {
        if (!startupAnswerUsed) startupAnswerAt = Date.now();
      },
      // No answer: the failed fetch is dropped from the cache, so the screen asks itself.
      () => utils.organization.dashboard.summary.reset(),
    );
}

/**
 * The dashboard calls this once it has mounted (after its query decided whether to ask): from
 * then on the page's summary is stale like any other, so coming back asks again.
 */
export function dashboardMounted(): void {
  startupAnswerUsed = true;
  startupAnswerAt = 0;
}

/**
 * The dashboard's `staleTime`: the summary that came with the page is fresh for the screen's
 * first mount (no second request); every other answer is stale at once, as before (other
 * screens' actions add activity: it is asked again when the user comes back).
 */
export function dashboardStaleTime(query: { state: { dataUpdatedAt: number } }): number {
  const at = query.state.dataUpdatedAt;
  return at > 0 && at <= startupAnswerAt ? STARTUP_FRESH_MS : 0;
}
