import { getQueryKey } from "@trpc/react-query";
import { adoptEarlyAnswer, hasEarlyAnswer } from "../../lib/earlyAnswer";
import { startupAnswer } from "../../lib/startupAnswer";
import { type TrpcUtils, trpc } from "../../trpc";

const SUMMARY = "organization.dashboard.summary";
/** The summary that came with the page: it serves the dashboard's first mount and no other. */
const startup = startupAnswer();

/**
 * When the page being opened is the dashboard ("/", no query), fills its summary from the
 * page's early batch: page-home.html asks for it together with the session check
 * (apps/web/routePreload.ts), so the counts do not wait for the entry, the session and the
 * dashboard's chunk before they are even asked for (issue 23 "First rows", as /assets does).
 * Nothing is asked again here when the batch has no answer (signed out, no organization, an
 * error): the failed fetch is dropped from the cache and the screen asks for itself, when it may.
 */
export function prefetchDashboard(location: { pathname: string; search: string }, utils: TrpcUtils): void {
  if ((location.pathname.replace(/\/+$/, "") || "/") !== "/" || location.search) return;
  if (!hasEarlyAnswer(SUMMARY)) return;
  adoptEarlyAnswer(SUMMARY, getQueryKey(trpc.organization.dashboard.summary, undefined, "query")).then(
    () => startup.arrived(),
    () => utils.organization.dashboard.summary.reset(),
  );
}

/**
 * The dashboard calls this once it has mounted (after its query decided whether to ask): from
 * then on the page's summary is stale like any other, so coming back asks again.
 */
export const dashboardMounted = startup.end;

/**
 * The dashboard's `staleTime`: the summary that came with the page is fresh for the screen's
 * first mount (no second request); every other answer is stale at once, as before (other
 * screens' actions add activity: it is asked again when the user comes back).
 */
export const dashboardStaleTime = startup.staleTime;
