import { createRoute } from "@tanstack/react-router";
import { lazyScreen } from "../lib/lazyScreen";
import { paramScreen } from "../lib/paramScreen";
import { appLayoutRoute } from "./_app";

const AssetQrPage = lazyScreen(() => import("../features/assets/AssetQrPage"), "AssetQrPage");

/** The QR code of an asset (spec 02 §2). */
export const assetQrRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/assets/$id/qr",
  component: paramScreen(AssetQrPage, "id"),
});
