import { useLingui } from "@lingui/react/macro";
import { isPhoneDocument } from "@stockroom/core";
import { createRootRoute, createRoute, createRouter, lazyRouteComponent, Outlet } from "@tanstack/react-router";
import { submitSearch } from "../features/forms/submitSearch";
import { parseSearch, stringifySearch } from "../lib/search";
import { MobileAssetPage } from "./screens/MobileAssetPage";
import { OfflineBanner } from "./screens/OfflineBanner";
import { PhoneHome } from "./screens/PhoneHome";
import { QrLandingPage } from "./screens/QrLandingPage";
import { PhoneMessage } from "./ui";

/**
 * Any address outside the phone app (a link to /login, /assets/{id}, the dashboard) is a
 * full page load, so the server answers it with the whole app. An address the server sent
 * here that no route takes (a malformed /qr/ link) says so instead of reloading forever.
 */
function LeavePhoneApp() {
  const { t } = useLingui();
  const { pathname, search } = window.location;
  if (!isPhoneDocument(pathname, search)) {
    window.location.replace(window.location.href);
    return null;
  }
  return <PhoneMessage title={t`Page not found`} text={t`This address does not open a page.`} />;
}

const rootRoute = createRootRoute({
  component: () => (
    <main id="main-content" tabIndex={-1} className="ph-main" data-testid="mobile-frame">
      <OfflineBanner />
      <Outlet />
    </main>
  ),
  notFoundComponent: LeavePhoneApp,
});

const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: "/mobile", component: PhoneHome });
const qrRoute = createRoute({ getParentRoute: () => rootRoute, path: "/qr/$code", component: QrLandingPage });
const assetRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/mobile/asset/$assetId",
  component: MobileAssetPage,
});
// The count screen loads after the options paint (they prefetch it), never before the PIN.
const submitRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/forms/submit/$id",
  validateSearch: submitSearch,
  component: lazyRouteComponent(() => import("./screens/count/PhoneSubmitPage"), "PhoneSubmitPage"),
});

export const phoneRouter = createRouter({
  routeTree: rootRoute.addChildren([homeRoute, qrRoute, assetRoute, submitRoute]),
  parseSearch,
  stringifySearch,
  defaultPreload: "intent",
  scrollRestoration: true,
});
