import { createRoute, lazyRouteComponent, redirect } from "@tanstack/react-router";
import { dropFirstPaint } from "../lib/firstPaint";
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
    if (context.auth.getSession()) {
      // page-login.html's first paint (lib/firstPaint.ts) is not this user's screen.
      dropFirstPaint();
      throw redirect({ to: "/", replace: true });
    }
  },
  component: lazyRouteComponent(() => import("../features/auth/LoginPage"), "LoginPage"),
});
