import { assets } from "@stockroom/db";
import { type Column, ilike, or, type SQL } from "drizzle-orm";

// The one text-search rule of the lists (issue 22 §2): a search term matches when one of
// the list's columns contains it, case-insensitively, with the term's own %, _ and \ taken
// literally. Trigram indexes (assets_*_trgm_idx, monthly_inventory_snapshots_asset_name_trgm_idx)
// serve the contains-search on every column named here.

/** `%term%` for ILIKE, with the term's own % _ \ taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `term` is contained in one of `columns`; undefined (no condition) for an empty term. */
export function textMatch(columns: readonly Column[], term: string): SQL | undefined {
  if (term === "") return undefined;
  const pattern = containsPattern(term);
  return or(...columns.map((c) => ilike(c, pattern)));
}

/**
 * Which asset columns each kind of list searches, as the spec and the screens' placeholders
 * say users expect:
 * - `catalogue`: the asset grid and the QR code manager, "Name, description, serial number
 *   or asset ID" (the codes printed on a label or a device are what people type);
 * - `inventory`: the inventory grid ('Search inventory...') and a type's assets ("searchable
 *   by name, description or asset_id", spec 02 "Browse asset types");
 * - `phone`: the mobile asset selector ("search by name, description and serial_number",
 *   spec 02 "Mobile").
 * (Monthly History searches its snapshots' own asset_name: `textMatch([s.assetName], term)`.)
 */
export const ASSET_SEARCH_COLUMNS = {
  catalogue: [assets.name, assets.description, assets.serialNumber, assets.assetId],
  inventory: [assets.name, assets.description, assets.assetId],
  phone: [assets.name, assets.description, assets.serialNumber],
} as const satisfies Record<string, readonly Column[]>;
export type AssetSearchKind = keyof typeof ASSET_SEARCH_COLUMNS;

/** The asset search of one kind of list (see {@link ASSET_SEARCH_COLUMNS}). */
export function assetTextMatch(kind: AssetSearchKind, term: string): SQL | undefined {
  return textMatch(ASSET_SEARCH_COLUMNS[kind], term);
}
