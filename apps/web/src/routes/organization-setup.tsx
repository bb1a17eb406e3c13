import { createRoute, redirect } from "@tanstack/react-router";
import { rootRoute } from "./__root";

/** Spec 01 §2: redirects to / if signed in, else /login. */
export const organizationSetupRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/organization-setup",
  beforeLoad: ({ context }): void => {
    if (context.auth.getSession()) throw redirect({ to: "/", replace: true });
    throw redirect({ to: "/login", replace: true });
  },
});
