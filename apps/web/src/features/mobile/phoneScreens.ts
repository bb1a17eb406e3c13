// The phone pages in one chunk: a phone that opened /qr/{code} can then show
// /mobile/asset/{id} (after 'Done' or a scan) without a connection.
export { MobileAssetPage } from "./MobileAssetPage";
export { MobileDiagnosticsPage } from "./MobileDiagnosticsPage";
export { QrLandingPage } from "./QrLandingPage";
