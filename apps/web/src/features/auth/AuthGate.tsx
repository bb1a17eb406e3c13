import { type ReactNode, useEffect, useState } from "react";
import { useSessionQuery } from "../../lib/session";
import { LoadingScreen } from "../../ui/LoadingScreen";

/** Spec 01 §4/§9: the auth loading state ends at the latest after 10 seconds. */
export const AUTH_LOADING_TIMEOUT_MS = 10_000;

/**
 * Shows the loading screen until the first answer of `auth.session` (spec 01 §2: "While
 * authentication loads a loading screen shows"), then the app for good: later refetches
 * and sign-in/out update the cache in place and never bring the loading screen back.
 * If the server does not answer within 10 s the app shows anyway, as signed out.
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const session = useSessionQuery();
  const [timedOut, setTimedOut] = useState(false);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), AUTH_LOADING_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, []);

  // Latched during render (React's pattern for state derived from a change).
  if (!ready && (!session.isPending || timedOut)) setReady(true);
  if (!ready && session.isPending && !timedOut) return <LoadingScreen />;
  return children;
}
