import { assets, barcodeSequences, type Transaction } from "@stockroom/db";
import { and, eq, or, sql } from "drizzle-orm";

/** Digits of the sequence part: PNT-000042. */
export const BARCODE_SEQUENCE_DIGITS = 6;
const MAX_ATTEMPTS = 5;

/**
 * The next barcode of the organization: the type's prefix plus the organization's
 * sequence number. Taking the number is one upsert that locks the organization's
 * sequence row until the transaction ends, so two assets never get the same number. A
 * value already used by another asset (possible only when prefixes overlap, such as
 * "A" + 1000001 and "A1" + 000001) is skipped.
 */
export async function mintAssetBarcode(tx: Transaction, orgId: string, prefix: string | null): Promise<string> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const [row] = await tx
      .insert(barcodeSequences)
      .values({ organizationId: orgId, nextValue: 2 })
      .onConflictDoUpdate({
        target: barcodeSequences.organizationId,
        set: { nextValue: sql`${barcodeSequences.nextValue} + 1`, updatedAt: sql`now()` },
      })
      .returning({ value: sql<string>`${barcodeSequences.nextValue} - 1` });
    if (!row) throw new Error("barcode sequence upsert returned no row");
    const code = `${prefix ?? ""}${String(row.value).padStart(BARCODE_SEQUENCE_DIGITS, "0")}`;
    const [taken] = await tx
      .select({ id: assets.id })
      .from(assets)
      .where(and(eq(assets.organizationId, orgId), or(eq(assets.barcode, code), eq(assets.assetId, code))))
      .limit(1);
    if (!taken) return code;
  }
  throw new Error("Could not find a free barcode for this organization");
}
