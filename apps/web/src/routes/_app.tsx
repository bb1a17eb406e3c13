import { isPhoneDocument } from "@stockroom/core";
import { createRoute, redirect, useLocation } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { GlobalErrorScreen } from "../features/errors/GlobalErrorScreen";
import { FullPageLoad } from "../lib/fullPageLoad";
import { lazyScreen, withPreload } from "../lib/lazyScreen";
import { rootRoute } from "./__root";

const AppLayout = lazyScreen(() => import("../features/shell/AppLayout"), "AppLayout");

/** A count opened from a phone page (`/forms/submit/{id}?fromMobileQR=true`) belongs to the phone app. */
function isPhoneLocation(location: { pathname: string; searchStr: string }): boolean {
  return isPhoneDocument(location.pathname, location.searchStr);
}

// The return type is written out: inferring it would go through the router's own types.
function AppLayoutScreen(): ReactNode {
  const phone = useLocation({ select: isPhoneLocation });
  return phone ? <FullPageLoad /> : <AppLayout />;
}

/**
 * The signed-in part of the app (pathless): the guard and the shell. Signed-out visitors
 * go to /login with the page they wanted as returnUrl (spec 01 §2). A phone address
 * (a count opened from the QR page) is the phone app's: it loads afresh, signed in or not.
 */
export const appLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: "_app",
  beforeLoad: ({ context, location }): void => {
    if (context.auth.getSession() || isPhoneLocation(location)) return;
    throw redirect({ to: "/login", search: { returnUrl: location.href }, replace: true });
  },
  component: withPreload(AppLayoutScreen, AppLayout),
  errorComponent: ({ error }) => <GlobalErrorScreen error={error} />,
});
