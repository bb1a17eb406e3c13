import { formatLabelCode, type LabelCodeSource, normalizeTypedBarcode, parseLabelCode } from "@stockroom/core";
import { assets } from "@stockroom/db";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { OrgContext } from "../context";

interface LabelAsset {
  id: string;
  barcode: string | null;
  labelNumber: number;
}

/**
 * What core's labelCodeText needs to pick each asset's printed code: its barcode is
 * "shared" when another live asset of the organization has the same barcode case aside,
 * or when the barcode reads as another asset's short code — either way typing it could
 * open the other asset (findAssetByLabelCode), so the label prints the short code. Two
 * queries for the whole list, scoped to the organization.
 */
export async function labelCodeSources<T extends LabelAsset>(
  { db, orgId }: OrgContext,
  rows: readonly T[],
): Promise<(T & LabelCodeSource)[]> {
  const folded = [...new Set(rows.flatMap((r) => (r.barcode?.trim() ? [normalizeTypedBarcode(r.barcode)] : [])))];
  const shortCodeNumbers = [
    ...new Set(
      folded.flatMap((b) => {
        const n = parseLabelCode(b);
        return n !== null && formatLabelCode(n) === b ? [n] : [];
      }),
    ),
  ];
  const foldedBarcode = sql<string>`upper(btrim(${assets.barcode}))`;
  const [counts, claimed] = await Promise.all([
    folded.length
      ? db
          .select({ barcode: foldedBarcode, count: sql<number>`count(*)::int` })
          .from(assets)
          .where(and(eq(assets.organizationId, orgId), eq(assets.isDeleted, false), inArray(foldedBarcode, folded)))
          .groupBy(foldedBarcode)
      : [],
    shortCodeNumbers.length
      ? db
          .select({ id: assets.id, labelNumber: assets.labelNumber })
          .from(assets)
          .where(
            and(
              eq(assets.organizationId, orgId),
              eq(assets.isDeleted, false),
              inArray(assets.labelNumber, shortCodeNumbers),
            ),
          )
      : [],
  ]);
  const countOf = new Map(counts.map((c) => [c.barcode, c.count]));
  const ownerOf = new Map(claimed.map((c) => [c.labelNumber, c.id]));
  return rows.map((row) => {
    const barcode = row.barcode?.trim() ? normalizeTypedBarcode(row.barcode) : null;
    if (barcode === null) return { ...row, barcodeShared: false };
    const n = parseLabelCode(barcode);
    const owner = n !== null && formatLabelCode(n) === barcode ? ownerOf.get(n) : undefined;
    return { ...row, barcodeShared: (countOf.get(barcode) ?? 0) > 1 || (owner !== undefined && owner !== row.id) };
  });
}
