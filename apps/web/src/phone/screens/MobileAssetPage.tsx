import { useParams } from "@tanstack/react-router";
import { MobileAssetScreen } from "./MobileAssetScreen";

/** /mobile/asset/{assetId}: the URL in QR codes (spec 01 §2 Mobile QR page). Public. */
export function MobileAssetPage() {
  const { assetId } = useParams({ from: "/mobile/asset/$assetId" });
  return <MobileAssetScreen key={assetId} assetRef={{ assetId }} />;
}
