import { parseQrPayload } from "@stockroom/core";

/** Where a scanned value opens on the phone: the asset's mobile page, or the QR lookup. */
export function mobileScanTarget(value: string): string | null {
  const parsed = parseQrPayload(value);
  if (!parsed) return null;
  if (parsed.by === "id") return `/mobile/asset/${encodeURIComponent(parsed.assetId)}`;
  return `/qr/${encodeURIComponent(value.trim())}`;
}
