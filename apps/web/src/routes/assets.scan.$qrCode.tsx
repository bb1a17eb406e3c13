import { createRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../ui/PlaceholderPage";
import { appLayoutRoute } from "./_app";

/** Resolve a scanned or typed QR code (spec 02 §2). */
export const assetScanRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/assets/scan/$qrCode",
  component: function ScanResultScreen() {
    return <PlaceholderPage title="Scan Result" />;
  },
});
