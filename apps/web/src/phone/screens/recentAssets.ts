import { MOBILE_RECENT_ASSETS } from "@stockroom/core";

/** Spec 02 mobile asset selector: the 10 assets chosen last on this phone. */
const KEY = "stockroom-mobile-recent-assets";
export interface RecentAsset {
  id: string;
  name: string;
}

export function recentAssets(): RecentAsset[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? "[]");
    return Array.isArray(value) ? (value as RecentAsset[]).slice(0, MOBILE_RECENT_ASSETS) : [];
  } catch {
    return [];
  }
}

export function rememberAsset(asset: RecentAsset): void {
  const next = [asset, ...recentAssets().filter((a) => a.id !== asset.id)].slice(0, MOBILE_RECENT_ASSETS);
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Recent assets are a convenience only.
  }
}
