import { useParams } from "@tanstack/react-router";
import { MobileAssetScreen } from "./MobileAssetScreen";

/** /qr/{code}: the mobile QR page for any value a label may carry (spec 01 §2). Public. */
export function QrLandingPage() {
  const { code } = useParams({ from: "/qr/$code" });
  return <MobileAssetScreen key={code} assetRef={{ code }} />;
}
