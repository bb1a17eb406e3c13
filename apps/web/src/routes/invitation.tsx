import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { searchString } from "../lib/search";
import { rootRoute } from "./__root";
import type { TokenSearch } from "./reset-password";

/** /invitation?token= — accept an invitation (public; accepting needs a sign-in). */
export const invitationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/invitation",
  validateSearch: (search: Record<string, unknown>): TokenSearch => {
    const token = searchString(search.token);
    return token ? { token } : {};
  },
  component: lazyRouteComponent(() => import("../features/invitation/InvitationPage"), "InvitationPage"),
});
