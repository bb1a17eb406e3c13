import { createRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../ui/PlaceholderPage";
import { appLayoutRoute } from "./_app";

/** QR code manager (spec 02 §2). */
export const assetQrManagerRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/assets/qr-manager",
  component: function QrManagerScreen() {
    return <PlaceholderPage title="QR Manager" />;
  },
});
