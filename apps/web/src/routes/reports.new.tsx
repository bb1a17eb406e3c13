import { createRoute, redirect } from "@tanstack/react-router";
import { rootRoute } from "./__root";

/** Spec: /reports/new redirects to /reports. */
export const reportsNewRedirectRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/reports/new",
  beforeLoad: (): void => {
    throw redirect({ to: "/reports", replace: true });
  },
});
