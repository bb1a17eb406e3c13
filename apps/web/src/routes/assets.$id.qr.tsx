import { createRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../ui/PlaceholderPage";
import { appLayoutRoute } from "./_app";

/** The QR code of an asset (spec 02 §2). */
export const assetQrRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/assets/$id/qr",
  component: function AssetQrCodeScreen() {
    return <PlaceholderPage title="Asset QR Code" />;
  },
});
