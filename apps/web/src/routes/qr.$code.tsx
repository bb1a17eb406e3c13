import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./__root";

/** Public QR landing; a separate chunk like the other phone screens. */
export const qrLandingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/qr/$code",
  component: lazyRouteComponent(() => import("../features/mobile/phoneScreens"), "QrLandingPage"),
});
