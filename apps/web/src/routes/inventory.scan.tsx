import { createRoute, redirect } from "@tanstack/react-router";
import { rootRoute } from "./__root";

/** Spec: /inventory/scan redirects to /inventory/add. */
export const inventoryScanRedirectRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/inventory/scan",
  beforeLoad: (): void => {
    throw redirect({ to: "/inventory/add", replace: true });
  },
});
