import { createRoute, redirect, useLocation } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { GlobalErrorScreen } from "../features/errors/GlobalErrorScreen";
import { lazyScreen, withPreload } from "../lib/lazyScreen";
import { isMobileQrFormVisit, isPhoneVisit, needsMobileLayout } from "../lib/mobileQr";
import { rootRoute } from "./__root";

const AppLayout = lazyScreen(() => import("../features/shell/AppLayout"), "AppLayout");
// A phone's count screen (fromMobileQR) needs only the minimal layout, not the shell's code.
const MobileShell = lazyScreen(() => import("../features/shell/MobileShell"), "MobileShell");

// The return type is written out: inferring it would go through the router's own types.
function AppLayoutScreen(): ReactNode {
  const mobile = useLocation({ select: needsMobileLayout });
  return mobile ? <MobileShell /> : <AppLayout />;
}

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
  component: withPreload(AppLayoutScreen, { preload: () => (isPhoneVisit() ? MobileShell : AppLayout).preload() }),
  errorComponent: ({ error }) => <GlobalErrorScreen error={error} />,
});
