import { type MobileAssetRef, PHONE_PAGE_PATH } from "@stockroom/core";
import { startupAnswer } from "../../lib/startupAnswer";

/** The page asked for at startup; any later answer (a refetch, a PIN) is newer. */
const startup = startupAnswer();

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
  void prefetch(ref).then(() => startup.arrived());
}

/**
 * The screen's `staleTime`: the startup answer is fresh for a moment (no second request on
 * mount); every other answer is stale at once, as before (a PIN session that ended, or
 * 'Done' after a count, must be asked again).
 */
export const mobilePageStaleTime = startup.staleTime;
