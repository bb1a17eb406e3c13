import { createRoute, lazyRouteComponent, redirect } from "@tanstack/react-router";
import { searchString } from "../lib/search";
import { rootRoute } from "./__root";

export interface LoginSearch {
  returnUrl?: string;
}

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/login",
  validateSearch: (search: Record<string, unknown>): LoginSearch => {
    const returnUrl = searchString(search.returnUrl);
    return returnUrl ? { returnUrl } : {};
  },
  // Spec 01 §2: signed-in users visiting /login go to /.
  beforeLoad: ({ context }): void => {
    if (context.auth.getSession()) throw redirect({ to: "/", replace: true });
  },
  component: lazyRouteComponent(() => import("../features/auth/LoginPage"), "LoginPage"),
});
