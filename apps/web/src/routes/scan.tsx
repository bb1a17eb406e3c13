import { createRoute, redirect } from "@tanstack/react-router";
import { rootRoute } from "./__root";

/** Spec: /scan redirects to /inventory/add. */
export const scanRedirectRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/scan",
  beforeLoad: (): void => {
    throw redirect({ to: "/inventory/add", replace: true });
  },
});
