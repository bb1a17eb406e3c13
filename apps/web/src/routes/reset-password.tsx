import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { searchString } from "../lib/search";
import { rootRoute } from "./__root";

export interface TokenSearch {
  token?: string;
}

/** Target of password reset emails; open to everyone (the token is the credential). */
export const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/reset-password",
  validateSearch: (search: Record<string, unknown>): TokenSearch => {
    const token = searchString(search.token);
    return token ? { token } : {};
  },
  component: lazyRouteComponent(() => import("../features/auth/ResetPasswordPage"), "ResetPasswordPage"),
});
