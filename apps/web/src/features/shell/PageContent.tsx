import { Outlet, useRouterState } from "@tanstack/react-router";
import { ErrorBoundary } from "../../ui/ErrorBoundary";
import { PageErrorFallback } from "../../ui/PageErrorFallback";

/**
 * The routed screen inside the shell. The router catches errors of each screen itself;
 * this boundary also covers what renders around the outlet, and starts fresh on
 * navigation (keyed by path) so one broken screen does not stick to the next one.
 */
export function PageContent() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <ErrorBoundary key={pathname} fallback={({ error, reset }) => <PageErrorFallback error={error} onRetry={reset} />}>
      <Outlet />
    </ErrorBoundary>
  );
}
