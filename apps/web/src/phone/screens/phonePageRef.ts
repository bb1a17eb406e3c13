import { type MobileAssetRef, PHONE_PAGE_PATH } from "@stockroom/core";

/** How long the answer fetched at startup counts as fresh (the screen does not ask again). */
export const MOBILE_PAGE_FRESH_MS = 5_000;

/** When the startup answer arrived; any later answer (a refetch, a PIN) is newer. */
let startupAnswerAt = 0;

/**
 * The asset a phone page URL names (/qr/{code}, /mobile/asset/{id}), as the screen passes it
 * to `mobile.page`; null for any other path. main.tsx asks for that page beside the session
 * check, in the same batched request, so the PIN shows without a second round trip.
 */
export function phonePageRef(pathname: string): MobileAssetRef | null {
  const match = PHONE_PAGE_PATH.exec(pathname);
  if (!match?.[2]) return null;
  let value: string;
  try {
    value = decodeURIComponent(match[2]);
  } catch {
    return null;
  }
  return match[1] === "qr" ? { code: value } : { assetId: value };
}

/** Asks for the phone page of `pathname`, if it is one, and remembers when the answer came. */
export function prefetchPhonePage(pathname: string, prefetch: (ref: MobileAssetRef) => Promise<void>): void {
  const ref = phonePageRef(pathname);
  if (!ref) return;
  void prefetch(ref).then(() => {
    startupAnswerAt = Date.now();
  });
}

/**
 * The screen's `staleTime`: the startup answer is fresh for a moment (no second request on
 * mount); every other answer is stale at once, as before (a PIN session that ended, or
 * 'Done' after a count, must be asked again).
 */
export function mobilePageStaleTime(query: { state: { dataUpdatedAt: number } }): number {
  const at = query.state.dataUpdatedAt;
  return at > 0 && at <= startupAnswerAt ? MOBILE_PAGE_FRESH_MS : 0;
}
