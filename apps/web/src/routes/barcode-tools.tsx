import { qrManagerSearch, qrManagerSearchParams } from "@stockroom/core";
import { createRoute } from "@tanstack/react-router";
import { lazyScreen } from "../lib/lazyScreen";
import { appLayoutRoute } from "./_app";

const QrManagerPage = lazyScreen(() => import("../features/qr/QrManagerPage"), "QrManagerPage");

/** QR Print Manager (spec 02 §2): the QR code manager under its reports-menu name. */
export const barcodeToolsRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/barcode-tools",
  validateSearch: (search: Record<string, unknown>) => qrManagerSearch.parse(search),
  component: function QrPrintManagerScreen() {
    const search = barcodeToolsRoute.useSearch();
    const navigate = barcodeToolsRoute.useNavigate();
    return (
      <QrManagerPage
        title="QR Print Manager"
        search={search}
        onSearchChange={(next) => void navigate({ search: qrManagerSearchParams(next) as never, replace: true })}
      />
    );
  },
});
