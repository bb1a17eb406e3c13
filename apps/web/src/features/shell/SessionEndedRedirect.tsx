import { useRouter } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { LoadingScreen } from "../../ui/LoadingScreen";

/**
 * The session ended while a signed-in screen was open (expired, signed out in another
 * tab): go to /login once, with the page the user was on as returnUrl.
 *
 * Log out and the forced password change clear the session and start their own trip to
 * /login in the same tick; the router already points there, so nothing is added. The
 * href is read once, when the session ended: reading it on every render would wrap the
 * login URL into its own returnUrl over and over.
 */
export function SessionEndedRedirect() {
  const router = useRouter();
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const current = router.latestLocation;
    if (current.pathname === "/login") return;
    void router.navigate({ to: "/login", search: { returnUrl: current.href }, replace: true });
  }, [router]);

  return <LoadingScreen />;
}
