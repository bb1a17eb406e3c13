import { createRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../ui/PlaceholderPage";
import { appLayoutRoute } from "./_app";

/** QR Print Manager (spec 02 §2). */
export const barcodeToolsRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/barcode-tools",
  component: function QrPrintManagerScreen() {
    return <PlaceholderPage title="QR Print Manager" />;
  },
});
