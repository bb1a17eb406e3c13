import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import type { AuthContext } from "../features/auth/session";
import { GlobalErrorScreen } from "../features/errors/GlobalErrorScreen";
import { NotFoundPage } from "../features/errors/NotFoundPage";

export interface RouterContext {
  auth: AuthContext;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  errorComponent: ({ error }) => <GlobalErrorScreen error={error} />,
  notFoundComponent: NotFoundPage,
});
