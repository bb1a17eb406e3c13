import { createRoute } from "@tanstack/react-router";
import { AssetQrPage } from "../features/assets/AssetQrPage";
import { appLayoutRoute } from "./_app";

/** The QR code of an asset (spec 02 §2). */
export const assetQrRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/assets/$id/qr",
  component: function AssetQrCodeScreen() {
    const { id } = assetQrRoute.useParams();
    return <AssetQrPage key={id} id={id} />;
  },
});
