import { qrManagerSearch, qrManagerSearchParams } from "@stockroom/core";
import { createRoute } from "@tanstack/react-router";
import { lazyScreen } from "../lib/lazyScreen";
import { appLayoutRoute } from "./_app";

const QrManagerPage = lazyScreen(() => import("../features/qr/QrManagerPage"), "QrManagerPage");

/** QR code manager (spec 02 §2): search, filters, view and print settings in the URL. */
export const assetQrManagerRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/assets/qr-manager",
  validateSearch: (search: Record<string, unknown>) => qrManagerSearch.parse(search),
  component: function QrManagerScreen() {
    const search = assetQrManagerRoute.useSearch();
    const navigate = assetQrManagerRoute.useNavigate();
    return (
      <QrManagerPage
        title="QR Manager"
        search={search}
        // Only what differs from the defaults goes in the URL; the schema fills the rest.
        onSearchChange={(next) => void navigate({ search: qrManagerSearchParams(next) as never, replace: true })}
      />
    );
  },
});
