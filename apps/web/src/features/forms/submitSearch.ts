import { searchString } from "../../lib/search";

export interface SubmitSearch {
  asset_id?: string;
  type?: string;
  action?: string;
  fromMobileQR?: string;
}

/** Reads the submit page's query parameters (plain strings, see lib/search). */
export function submitSearch(search: Record<string, unknown>): SubmitSearch {
  const out: SubmitSearch = {};
  for (const key of ["asset_id", "type", "action", "fromMobileQR"] as const) {
    const value = searchString(search[key]);
    if (value) out[key] = value;
  }
  return out;
}
