import { createRoute } from "@tanstack/react-router";
import { lazyScreen, withPreload } from "../lib/lazyScreen";
import { appLayoutRoute } from "./_app";

const QrManagerPage = lazyScreen(() => import("../features/qr/QrManagerPage"), "QrManagerPage");

/** QR Print Manager (spec 02 §2): the QR code manager under its reports-menu name. */
export const barcodeToolsRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/barcode-tools",
  // The screen reads these with core's zod schema (qrManagerSearch) inside its lazy chunk:
  // parsing here would put zod and core in the entry bundle every phone downloads.
  validateSearch: (search: Record<string, unknown>) => search,
  component: withPreload(function QrPrintManagerScreen() {
    const search = barcodeToolsRoute.useSearch();
    const navigate = barcodeToolsRoute.useNavigate();
    return (
      <QrManagerPage
        title="QR Print Manager"
        rawSearch={search}
        onSearchChange={(next) => void navigate({ search: next, replace: true })}
      />
    );
  }, QrManagerPage),
});
