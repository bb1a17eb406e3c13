import { createRoute } from "@tanstack/react-router";
import { FullPageLoad } from "../lib/fullPageLoad";
import { rootRoute } from "./__root";

/** The URL in QR labels: a page of the phone app (phone.html), so a link here loads it afresh. */
export const mobileAssetRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/mobile/asset/$assetId",
  component: FullPageLoad,
});
