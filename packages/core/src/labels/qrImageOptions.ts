/** Spec 02 §9: "QR sizes: small 150, medium 250, large 350; default width 300, margin 2, error correction M, dark #000000, light #FFFFFF." */
export const QR_IMAGE_SIZES = { small: 150, medium: 250, large: 350 } as const;
export type QrImageSize = keyof typeof QR_IMAGE_SIZES;
export const QR_DEFAULT_WIDTH = 300;
export const QR_MARGIN = 2;
export const QR_ERROR_CORRECTION = "M";
export const QR_DARK_COLOR = "#000000";
export const QR_LIGHT_COLOR = "#FFFFFF";

export interface QrImageOptions {
  width: number;
  margin: number;
  errorCorrectionLevel: typeof QR_ERROR_CORRECTION;
  color: { dark: string; light: string };
}

/** Options for a QR image renderer (the shape the `qrcode` package takes). */
export function qrImageOptions(size?: QrImageSize): QrImageOptions {
  return {
    width: size === undefined ? QR_DEFAULT_WIDTH : QR_IMAGE_SIZES[size],
    margin: QR_MARGIN,
    errorCorrectionLevel: QR_ERROR_CORRECTION,
    color: { dark: QR_DARK_COLOR, light: QR_LIGHT_COLOR },
  };
}

/** Bulk download file name: asset name plus -qr.png, with characters files cannot hold replaced. */
export function qrDownloadFileName(assetName: string): string {
  const safe = assetName.replace(/[\\/:*?"<>|]+/g, "_").trim();
  return `${safe === "" ? "asset" : safe}-qr.png`;
}

/** The URL encoded in an asset's QR code: {origin}/mobile/asset/{id}. */
export function mobileAssetUrl(origin: string, assetId: string): string {
  return `${origin.replace(/\/+$/, "")}/mobile/asset/${encodeURIComponent(assetId)}`;
}
