import {
  ASSET_NOT_FOUND_MESSAGE,
  entryAsCorrected,
  type HistoryTargetInput,
  INVENTORY_ITEM_NOT_FOUND_MESSAGE,
  unitLabel,
} from "@stockroom/core";
import {
  anomalyDismissals,
  assets,
  assetTypes,
  inventoryCorrections,
  inventoryHistory,
  inventoryItems,
  users,
} from "@stockroom/db";
import { and, desc, eq, inArray, ne } from "drizzle-orm";
import { DomainError } from "../../../errors";
import type { OrgContext } from "../../context";

/** An item's history is read whole (newest first), up to this many entries. */
export const HISTORY_SCREEN_LIMIT = 2000;

/**
 * The history screen's data: the item and its asset (type name for thresholds and
 * gallons), every live entry newest first as corrected (the original values kept beside),
 * and the entries whose anomaly banners the organization dismissed for this asset.
 * Anomalies themselves are computed by core on the screen.
 */
export async function getInventoryHistory({ db, orgId }: OrgContext, target: HistoryTargetInput) {
  const byItem = "inventoryItemId" in target;
  const [head] = await db
    .select({
      itemId: inventoryItems.id,
      itemName: inventoryItems.name,
      quantity: inventoryItems.quantity,
      location: inventoryItems.location,
      currentPrice: inventoryItems.currentPrice,
      currency: inventoryItems.currency,
      assetId: assets.id,
      assetName: assets.name,
      assetIsDeleted: assets.isDeleted,
      assetMetadata: assets.metadata,
      assetTypeName: assetTypes.name,
    })
    .from(inventoryItems)
    .innerJoin(assets, and(eq(assets.id, inventoryItems.assetId), eq(assets.organizationId, orgId)))
    .leftJoin(assetTypes, eq(assetTypes.id, assets.assetTypeId))
    .where(
      and(
        eq(inventoryItems.organizationId, orgId),
        eq(inventoryItems.isDeleted, false),
        byItem ? eq(inventoryItems.id, target.inventoryItemId) : eq(inventoryItems.assetId, target.assetId),
      ),
    )
    .limit(1);
  if (!head) throw new DomainError("NOT_FOUND", byItem ? INVENTORY_ITEM_NOT_FOUND_MESSAGE : ASSET_NOT_FOUND_MESSAGE);

  const rowsQuery = db
    .select({ entry: inventoryHistory, createdByName: users.fullName, createdByEmail: users.email })
    .from(inventoryHistory)
    .leftJoin(users, eq(users.id, inventoryHistory.createdBy))
    .where(
      and(
        eq(inventoryHistory.organizationId, orgId),
        eq(inventoryHistory.inventoryItemId, head.itemId),
        eq(inventoryHistory.isDeleted, false),
        ne(inventoryHistory.eventType, "deleted"),
      ),
    )
    .orderBy(desc(inventoryHistory.checkDate), desc(inventoryHistory.createdAt))
    .limit(HISTORY_SCREEN_LIMIT);
  const dismissedQuery = db
    .select({ historyId: anomalyDismissals.historyId })
    .from(anomalyDismissals)
    .where(and(eq(anomalyDismissals.organizationId, orgId), eq(anomalyDismissals.assetId, head.assetId)));
  // Entries and dismissals only need the head; read them together.
  const [rows, dismissed] = await Promise.all([rowsQuery, dismissedQuery]);

  const ids = rows.map((r) => r.entry.id);
  const corrections =
    ids.length === 0
      ? []
      : await db
          .select({ correction: inventoryCorrections, createdByName: users.fullName })
          .from(inventoryCorrections)
          .leftJoin(users, eq(users.id, inventoryCorrections.createdBy))
          .where(
            and(
              eq(inventoryCorrections.organizationId, orgId),
              inArray(inventoryCorrections.originalHistoryId, ids),
              eq(inventoryCorrections.isDeleted, false),
            ),
          )
          .orderBy(desc(inventoryCorrections.createdAt), desc(inventoryCorrections.id));
  const byEntry = new Map<string, typeof corrections>();
  for (const c of corrections) {
    const list = byEntry.get(c.correction.originalHistoryId) ?? [];
    list.push(c);
    byEntry.set(c.correction.originalHistoryId, list);
  }

  return {
    item: {
      id: head.itemId,
      name: head.itemName,
      quantity: head.quantity,
      location: head.location,
      currentPrice: head.currentPrice,
      currency: head.currency,
    },
    asset: {
      id: head.assetId,
      name: head.assetName,
      isDeleted: head.assetIsDeleted,
      assetTypeName: head.assetTypeName,
      exactQuantityGallons:
        typeof head.assetMetadata.exact_quantity_gallons === "number"
          ? head.assetMetadata.exact_quantity_gallons
          : null,
    },
    /** 'gallons' for paint, chemical or coating types, else the asset's unit type as a label ('each' → 'units'). */
    unit: unitLabel(
      head.assetTypeName,
      typeof head.assetMetadata.unit_type === "string" ? head.assetMetadata.unit_type : null,
    ),
    events: rows.map(({ entry, createdByName, createdByEmail }) => {
      const list = byEntry.get(entry.id) ?? [];
      // Core's rule of which correction wins (the SQL pieces in services/queries say the same).
      const shown = entryAsCorrected(
        entry,
        list.map((c) => c.correction),
      );
      const exact = entry.responseData.exact_quantity;
      return {
        id: entry.id,
        eventType: entry.eventType,
        checkType: entry.checkType,
        /** As corrected: the newest correction's values, else the entry's own. */
        quantity: shown.quantity,
        location: shown.location,
        notes: shown.notes,
        originalQuantity: entry.quantity,
        originalLocation: entry.location,
        originalNotes: entry.notes,
        exactQuantity: typeof exact === "number" ? exact : null,
        condition: entry.condition,
        status: entry.status,
        monthYear: entry.monthYear,
        checkDate: entry.checkDate,
        createdAt: entry.createdAt,
        validationStatus: entry.validationStatus,
        editHistory: entry.editHistory,
        responseData: entry.responseData,
        createdBy: entry.createdBy,
        createdByName: createdByName ?? createdByEmail ?? null,
        corrections: list.map(({ correction, createdByName: by }) => ({
          id: correction.id,
          reason: correction.correctionReason,
          originalQuantity: correction.originalQuantity,
          correctedQuantity: correction.correctedQuantity,
          approvalStatus: correction.approvalStatus,
          price: correction.price,
          currency: correction.currency,
          unitType: correction.unitType,
          createdAt: correction.createdAt,
          createdByName: by,
        })),
      };
    }),
    dismissedHistoryIds: dismissed.map((d) => d.historyId),
  };
}

export type InventoryHistoryView = Awaited<ReturnType<typeof getInventoryHistory>>;
