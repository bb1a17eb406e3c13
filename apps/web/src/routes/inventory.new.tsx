import { createRoute, redirect } from "@tanstack/react-router";
import { rootRoute } from "./__root";

/** Spec: /inventory/new redirects to /inventory/add. */
export const inventoryNewRedirectRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/inventory/new",
  beforeLoad: (): void => {
    throw redirect({ to: "/inventory/add", replace: true });
  },
});
