import { createRoute, redirect } from "@tanstack/react-router";
import { rootRoute } from "./__root";

/** Spec: /reports/$id redirects to /reports. */
export const reportDetailRedirectRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/reports/$id",
  beforeLoad: (): void => {
    throw redirect({ to: "/reports", replace: true });
  },
});
