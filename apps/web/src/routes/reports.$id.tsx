import { createRoute, redirect } from "@tanstack/react-router";
import { rootRoute } from "./__root";

/**
 * Spec: /reports/{id} redirects to /reports. Templates live on the server here, so the
 * id is kept: /reports opens that template (`?template={id}`).
 */
export const reportDetailRedirectRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/reports/$id",
  beforeLoad: ({ params }): void => {
    throw redirect({ to: "/reports", search: { template: params.id } as never, replace: true });
  },
});
