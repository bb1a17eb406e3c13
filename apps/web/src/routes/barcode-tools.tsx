import { createRoute } from "@tanstack/react-router";
import { withPreload } from "../lib/lazyScreen";
import { appLayoutRoute } from "./_app";
import { passSearchThrough, QrManagerPage, QrManagerRouteScreen } from "./assets.qr-manager";

/** QR Print Manager (spec 02 §2): the QR code manager under its reports-menu name. */
export const barcodeToolsRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/barcode-tools",
  validateSearch: passSearchThrough,
  component: withPreload(() => <QrManagerRouteScreen name="print" />, QrManagerPage),
});
