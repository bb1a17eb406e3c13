import { useQueryClient } from "@tanstack/react-query";
import { getQueryKey } from "@trpc/react-query";
import { useCallback } from "react";
import { trpc } from "../trpc";
import type { Session } from "./session";

/**
 * Swaps the cached session (sign-in, sign-out, forced password change). Everything the
 * previous user could see is dropped so a different account never sees it; the session
 * entry itself is replaced in place, so the app gate keeps showing the app.
 */
export function useReplaceSession(): (next: Session | null) => void {
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  return useCallback(
    (next) => {
      const sessionKey = JSON.stringify(getQueryKey(trpc.auth.session)[0]);
      void queryClient.cancelQueries({ predicate: (query) => JSON.stringify(query.queryKey[0]) !== sessionKey });
      queryClient.removeQueries({ predicate: (query) => JSON.stringify(query.queryKey[0]) !== sessionKey });
      queryClient.getMutationCache().clear();
      utils.auth.session.setData(undefined, next);
    },
    [queryClient, utils],
  );
}
