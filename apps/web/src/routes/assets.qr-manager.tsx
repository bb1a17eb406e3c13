import { createRoute } from "@tanstack/react-router";
import { lazyScreen } from "../lib/lazyScreen";
import { appLayoutRoute } from "./_app";

const QrManagerPage = lazyScreen(() => import("../features/qr/QrManagerPage"), "QrManagerPage");

/** QR code manager (spec 02 §2): search, filters, view and print settings in the URL. */
export const assetQrManagerRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/assets/qr-manager",
  // The screen reads these with core's zod schema (qrManagerSearch) inside its lazy chunk:
  // parsing here would put zod and core in the entry bundle every phone downloads.
  validateSearch: (search: Record<string, unknown>) => search,
  component: function QrManagerScreen() {
    const search = assetQrManagerRoute.useSearch();
    const navigate = assetQrManagerRoute.useNavigate();
    return (
      <QrManagerPage
        title="QR Manager"
        rawSearch={search}
        onSearchChange={(next) => void navigate({ search: next, replace: true })}
      />
    );
  },
});
