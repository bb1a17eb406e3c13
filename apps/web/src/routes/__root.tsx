import { createRootRouteWithContext, Outlet, useRouterState } from "@tanstack/react-router";
import { GlobalErrorScreen } from "../features/errors/GlobalErrorScreen";
import { NotFoundPage } from "../features/errors/NotFoundPage";
import type { AuthContext } from "../lib/session";
import { MAIN_CONTENT_ID, SkipLink } from "../ui/SkipLink";

export interface RouterContext {
  auth: AuthContext;
}

/** The id TanStack Router gives the pathless signed-in layout (`id: "_app"` under the root). */
const APP_LAYOUT_ROUTE_ID = "/_app";

/**
 * Every page starts with the skip link. Signed-in screens get their `main` from the
 * shell; the public ones (login, reset, invitation, mobile diagnostics, not found) get
 * it here, so every page has exactly one.
 */
function RootLayout() {
  const inAppLayout = useRouterState({
    select: (state) => state.matches.some((match) => match.routeId === APP_LAYOUT_ROUTE_ID),
  });
  return (
    <>
      <SkipLink />
      {inAppLayout ? (
        <Outlet />
      ) : (
        <main id={MAIN_CONTENT_ID} tabIndex={-1}>
          <Outlet />
        </main>
      )}
    </>
  );
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  errorComponent: ({ error }) => <GlobalErrorScreen error={error} />,
  notFoundComponent: NotFoundPage,
});
