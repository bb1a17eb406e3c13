import { createRoute, useNavigate, useSearch } from "@tanstack/react-router";
import { lazyScreen, withPreload } from "../lib/lazyScreen";
import { appLayoutRoute } from "./_app";

export const QrManagerPage = lazyScreen(() => import("../features/qr/QrManagerPage"), "QrManagerPage");

/**
 * The screen reads the query with core's zod schema (qrManagerSearch) inside its lazy chunk:
 * parsing here would put zod and core in the entry bundle every phone downloads.
 */
export const passSearchThrough = (search: Record<string, unknown>) => search;

/** The QR manager under either of its names: search, filters, view and print settings in the URL. */
export function QrManagerRouteScreen({ name }: { name: "manager" | "print" }) {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const navigate = useNavigate();
  return (
    <QrManagerPage
      name={name}
      rawSearch={search}
      onSearchChange={(next) => void navigate({ to: ".", search: next, replace: true })}
    />
  );
}

/** QR code manager (spec 02 §2). */
export const assetQrManagerRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/assets/qr-manager",
  validateSearch: passSearchThrough,
  component: withPreload(() => <QrManagerRouteScreen name="manager" />, QrManagerPage),
});
