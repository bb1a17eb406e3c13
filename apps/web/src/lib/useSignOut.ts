import { useNavigate } from "@tanstack/react-router";
import { useCallback } from "react";
import { trpc } from "../trpc";
import { useReplaceSession } from "./useReplaceSession";

/** Log out (spec 01 §2 user menu, §4): end the server session, forget everything, go to /login. */
export function useSignOut() {
  const signOut = trpc.auth.signOut.useMutation();
  const replaceSession = useReplaceSession();
  const navigate = useNavigate();

  const run = useCallback(async () => {
    try {
      await signOut.mutateAsync();
    } catch (error) {
      // The cookie may already be gone (expired session); the user still wants out.
      console.warn("Sign-out request failed", error);
    } finally {
      replaceSession(null);
      await navigate({ to: "/login", replace: true });
    }
  }, [signOut, replaceSession, navigate]);

  return { signOut: run, isPending: signOut.isPending };
}
