import { createRoute } from "@tanstack/react-router";
import { lazyScreen } from "../lib/lazyScreen";
import { paramScreen } from "../lib/paramScreen";
import { appLayoutRoute } from "./_app";

const ScanLookupPage = lazyScreen(() => import("../features/inventory/ScanLookupPage"), "ScanLookupPage");

/** QR lookup (spec 02 §2): by barcode, asset_id or id, then the action chooser or the item in edit mode. */
export const assetScanRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/assets/scan/$qrCode",
  component: paramScreen(ScanLookupPage, "qrCode"),
});
