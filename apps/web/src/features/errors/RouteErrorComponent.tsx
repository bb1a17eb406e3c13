import { type ErrorComponentProps, useRouter } from "@tanstack/react-router";
import { PageErrorFallback } from "../../ui/PageErrorFallback";

/** The router's per-screen error boundary: a failing screen shows the page-level fallback. */
export function RouteErrorComponent({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <PageErrorFallback
      error={error}
      onRetry={() => {
        reset();
        // Loader/beforeLoad errors are cached on the match; re-running them clears them.
        void router.invalidate();
      }}
    />
  );
}
