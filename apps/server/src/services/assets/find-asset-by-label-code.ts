import { formatLabelCode, isEntityId, normalizeTypedBarcode, parseLabelCode } from "@stockroom/core";
import { assets } from "@stockroom/db";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { OrgContext } from "../context";

/** Labels with the same barcode case aside are few; more than this is not one asset anyway. */
const AMBIGUOUS = 2;

async function liveAssetWhere({ db, orgId }: OrgContext, match: SQL, limit = 1): Promise<string[]> {
  const rows = await db
    .select({ id: assets.id })
    .from(assets)
    .where(and(eq(assets.organizationId, orgId), eq(assets.isDeleted, false), match))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The one asset a value names, case aside, or null when none or several do. */
async function oneCaseInsensitive(
  ctx: OrgContext,
  column: typeof assets.barcode | typeof assets.assetId,
  typed: string,
) {
  const exact = await liveAssetWhere(ctx, eq(column, typed.trim()));
  if (exact[0]) return exact[0];
  const folded = await liveAssetWhere(ctx, sql`upper(btrim(${column})) = ${normalizeTypedBarcode(typed)}`, AMBIGUOUS);
  return folded.length === 1 ? (folded[0] ?? null) : null;
}

/**
 * The live asset of the caller's organization that a code typed from a label names
 * (issue 20: "Enter Manually" and the phone's fallback), or null. Only `orgId`'s assets
 * are searched. In this order, so that whatever a label prints opens that asset
 * (core's labelCodeText prints a barcode only when no other asset could claim it):
 *  1. a short code as labels print it (0001, 00Z8), any case;
 *  2. a barcode, exactly, else case aside when only one asset has it;
 *  3. a short code typed loosely (O for 0, I or L for 1, hyphens, no leading zeros);
 *  4. an asset_id, exactly, else case aside when only one asset has it;
 *  5. the asset's id.
 */
export async function findAssetByLabelCode(ctx: OrgContext, typed: string): Promise<string | null> {
  const value = typed.trim();
  if (value === "") return null;
  const labelNumber = parseLabelCode(value);
  const byLabelNumber = async () =>
    labelNumber === null ? null : ((await liveAssetWhere(ctx, eq(assets.labelNumber, labelNumber)))[0] ?? null);

  if (labelNumber !== null && formatLabelCode(labelNumber) === value.toUpperCase()) {
    const found = await byLabelNumber();
    if (found) return found;
  }
  return (
    (await oneCaseInsensitive(ctx, assets.barcode, value)) ??
    (await byLabelNumber()) ??
    (await oneCaseInsensitive(ctx, assets.assetId, value)) ??
    (isEntityId(value) ? ((await liveAssetWhere(ctx, eq(assets.id, value)))[0] ?? null) : null)
  );
}
