import { createRoute, lazyRouteComponent, redirect } from "@tanstack/react-router";
import { GlobalErrorScreen } from "../features/errors/GlobalErrorScreen";
import { isMobileQrFormVisit } from "../lib/mobileQr";
import { rootRoute } from "./__root";

/**
 * The signed-in part of the app (pathless): the guard and the shell. Signed-out visitors
 * go to /login with the page they wanted as returnUrl (spec 01 §2).
 */
export const appLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: "_app",
  beforeLoad: ({ context, location }): void => {
    if (context.auth.getSession()) return;
    if (isMobileQrFormVisit(location)) return;
    throw redirect({ to: "/login", search: { returnUrl: location.href }, replace: true });
  },
  component: lazyRouteComponent(() => import("../features/shell/AppLayout"), "AppLayout"),
  errorComponent: ({ error }) => <GlobalErrorScreen error={error} />,
});
