import { assetsSearch } from "@stockroom/core";
import { getQueryKey } from "@trpc/react-query";
import { adoptEarlyAnswer, hasEarlyAnswer } from "../../lib/earlyAnswer";
import { parseSearch } from "../../lib/search";
import { trpcClient } from "../../queryClient";
import { type TrpcUtils, trpc } from "../../trpc";
import { assetsListInput } from "./assetsListQuery";

/**
 * When the page being opened is /assets, fills its first page of rows and its type options
 * (main.tsx calls this beside the session check). Opened without a query — the list as it
 * opens by default — index.html's first script has already asked for both in the session
 * check's batch (apps/web/routePreload.ts, with the input `assetsListInput(assetsSearch({}))`
 * gives) and the cache takes those answers; otherwise they are asked for now. Either way the
 * rows do not wait for the chunks, the session and the route before they are even asked
 * for. The input comes from the URL exactly as the route reads it (core's `assetsSearch`),
 * so the screen finds the answer under the same key. A refusal (signed out, no
 * organization) is dropped from the cache: the screen decides what to show.
 */
export function prefetchAssetsList(location: { pathname: string; search: string }, utils: TrpcUtils): void {
  if (location.pathname.replace(/\/+$/, "") !== "/assets") return;
  const input = assetsListInput(assetsSearch(parseSearch(location.search)));
  if (!location.search && hasEarlyAnswer("assets.list")) {
    adoptEarlyAnswer("assets.list", getQueryKey(trpc.assets.list, input, "query"), () =>
      trpcClient.assets.list.query(input),
    ).catch(() => utils.assets.list.reset(input));
    adoptEarlyAnswer("assetTypes.options", getQueryKey(trpc.assetTypes.options, undefined, "query"), () =>
      trpcClient.assetTypes.options.query(),
    ).catch(() => utils.assetTypes.options.reset());
    return;
  }
  utils.assets.list.fetch(input).catch(() => utils.assets.list.reset(input));
  utils.assetTypes.options.fetch().catch(() => utils.assetTypes.options.reset());
}
