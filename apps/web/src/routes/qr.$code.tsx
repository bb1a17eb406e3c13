import { createRoute } from "@tanstack/react-router";
import { FullPageLoad } from "../lib/fullPageLoad";
import { rootRoute } from "./__root";

/** Public QR landing: a page of the phone app (phone.html), so a link here loads it afresh. */
export const qrLandingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/qr/$code",
  component: FullPageLoad,
});
