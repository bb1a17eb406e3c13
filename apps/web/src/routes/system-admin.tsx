import { createRoute, redirect } from "@tanstack/react-router";
import { rootRoute } from "./__root";

/** Spec: /system-admin redirects to /organization-admin. */
export const systemAdminRedirectRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/system-admin",
  beforeLoad: (): void => {
    throw redirect({ to: "/organization-admin", replace: true });
  },
});
