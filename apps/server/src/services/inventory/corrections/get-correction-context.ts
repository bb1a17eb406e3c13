import {
  DEFAULT_CORRECTION_UNIT_TYPE,
  type HistoryEventIdInput,
  isCorrectableEvent,
  winningCorrection,
} from "@stockroom/core";
import { inventoryCorrections, inventoryPriceHistory } from "@stockroom/db";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { OrgContext } from "../../context";
import { loadHistoryEntry } from "../history/load-history-entry";

/**
 * "Load history record for correction: returns history_record, asset_is_deleted,
 * asset_name, captured and current price, currency, unit type" — plus the entry's earlier
 * corrections and whether it can be corrected at all (not an intake).
 */
export async function getCorrectionContext({ db, orgId }: OrgContext, { historyId }: HistoryEventIdInput) {
  const row = await loadHistoryEntry({ db, orgId }, historyId);
  const { entry } = row;
  const [captured] = await db
    .select({
      price: inventoryPriceHistory.price,
      currency: inventoryPriceHistory.currency,
      unitType: inventoryPriceHistory.unitType,
    })
    .from(inventoryPriceHistory)
    .where(and(eq(inventoryPriceHistory.organizationId, orgId), eq(inventoryPriceHistory.inventoryItemId, row.itemId)))
    // The price in force at the entry's date; for an entry older than every price, the first one.
    .orderBy(
      sql`(${inventoryPriceHistory.effectiveDate} <= ${entry.checkDate.toISOString()}::timestamptz) desc`,
      sql`case when ${inventoryPriceHistory.effectiveDate} <= ${entry.checkDate.toISOString()}::timestamptz then ${inventoryPriceHistory.effectiveDate} end desc`,
      asc(inventoryPriceHistory.effectiveDate),
    )
    .limit(1);
  const corrections = await db
    .select()
    .from(inventoryCorrections)
    .where(
      and(
        eq(inventoryCorrections.organizationId, orgId),
        eq(inventoryCorrections.originalHistoryId, entry.id),
        eq(inventoryCorrections.isDeleted, false),
      ),
    )
    .orderBy(desc(inventoryCorrections.createdAt), desc(inventoryCorrections.id));
  const newest = winningCorrection(corrections);
  const itemUnit = typeof row.itemMetadata.unit_type === "string" ? row.itemMetadata.unit_type : null;
  return {
    historyRecord: {
      id: entry.id,
      eventType: entry.eventType,
      checkType: entry.checkType,
      quantity: entry.quantity,
      location: entry.location,
      notes: entry.notes,
      condition: entry.condition,
      checkDate: entry.checkDate,
      monthYear: entry.monthYear,
      correctedQuantity: newest ? newest.correctedQuantity : null,
    },
    correctable: isCorrectableEvent(entry.eventType),
    corrections: corrections.map((c) => ({
      id: c.id,
      reason: c.correctionReason,
      originalQuantity: c.originalQuantity,
      correctedQuantity: c.correctedQuantity,
      approvalStatus: c.approvalStatus,
      price: c.price,
      currency: c.currency,
      unitType: c.unitType,
      createdAt: c.createdAt,
    })),
    inventoryItemId: row.itemId,
    assetId: row.assetId,
    assetName: row.assetName,
    assetIsDeleted: row.assetIsDeleted,
    capturedPrice: captured?.price ?? null,
    currentPrice: row.itemCurrentPrice,
    currency: captured?.currency ?? row.itemCurrency,
    unitType: captured?.unitType ?? itemUnit ?? DEFAULT_CORRECTION_UNIT_TYPE,
  };
}
