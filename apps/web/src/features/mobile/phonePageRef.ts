import type { MobileAssetRef } from "@stockroom/core";

/** How long a mobile page answer counts as fresh (the one fetched at startup is not asked again). */
export const MOBILE_PAGE_FRESH_MS = 5_000;

/**
 * The asset a phone page URL names (/qr/{code}, /mobile/asset/{id}), as the screen passes it
 * to `mobile.page`; null for any other path. main.tsx asks for that page beside the session
 * check, in the same batched request, so the PIN shows without a second round trip.
 */
export function phonePageRef(pathname: string): MobileAssetRef | null {
  const match = /^\/(qr|mobile\/asset)\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[2]) return null;
  let value: string;
  try {
    value = decodeURIComponent(match[2]);
  } catch {
    return null;
  }
  return match[1] === "qr" ? { code: value } : { assetId: value };
}
