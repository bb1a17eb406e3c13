import { z } from "zod";
import { ANOMALY_TYPES } from "../anomalies/detectAnomalies";
import { isMonthKey } from "../reports/monthKey";
import {
  checkSnapshotSpan,
  isSnapshotFilterMonth,
  SNAPSHOT_MONTH_OUT_OF_RANGE_MESSAGE,
} from "../reports/snapshotFilterBounds";
import { ASSET_NOT_FOUND_MESSAGE } from "./assets";
import { ASSET_TYPE_NOT_FOUND_MESSAGE } from "./assetTypes";
import { entityId } from "./entityId";
import { correctionInput, manualCorrectionValue } from "./inventory";
import { INVENTORY_ITEM_NOT_FOUND_MESSAGE } from "./inventoryItemRequests";
import { listAfterInput } from "./listPage";

// What the inventory history and snapshot procedures take (spec 02 §2, §4, §7).

/** Spec 02 §8 (history screen, corrections). */
export const HISTORY_RECORD_NOT_FOUND_MESSAGE = "History record not found";
export const INTAKE_NOT_CORRECTABLE_MESSAGE = "Intake events cannot be corrected";
/** Ours: the spec offers the temporary restore but does not word the refusal. */
export const ASSET_ARCHIVED_FOR_CORRECTION_MESSAGE =
  "This asset is archived. Restore it temporarily to apply a correction.";
/** Spec 02 §8 successes. */
export const CORRECTION_APPLIED_MESSAGE = "Correction applied successfully";
export const ASSET_TEMPORARILY_RESTORED_MESSAGE = "Asset temporarily restored for correction";
export const EVENT_VERIFIED_MESSAGE = "Event marked as verified";

/** The history screen of an item (/inventory/{id}/history) or of an asset (/assets/{id}/inventory/history). */
export const historyTargetInput = z.union([
  z.object({ inventoryItemId: entityId(INVENTORY_ITEM_NOT_FOUND_MESSAGE) }),
  z.object({ assetId: entityId(ASSET_NOT_FOUND_MESSAGE) }),
]);
export type HistoryTargetInput = z.infer<typeof historyTargetInput>;

export const historyEventIdInput = z.object({ historyId: entityId(HISTORY_RECORD_NOT_FOUND_MESSAGE) });
export type HistoryEventIdInput = z.infer<typeof historyEventIdInput>;

/** apply_inventory_correction: the form of the correction page plus the entry it corrects. */
export const applyCorrectionInput = correctionInput.extend({
  historyId: entityId(HISTORY_RECORD_NOT_FOUND_MESSAGE),
  /**
   * The asset was archived and restored from the correction page for this correction:
   * it goes back to the archive in the correction's transaction (the restore is temporary).
   */
  restoredForCorrection: z.boolean().default(false),
});
export type ApplyCorrectionInput = z.infer<typeof applyCorrectionInput>;

/** The banner's fix: the suggested quantity (auto-fix) or a manual one (a number of at least 0). */
export const applyAnomalyFixInput = z.object({
  historyId: entityId(HISTORY_RECORD_NOT_FOUND_MESSAGE),
  quantity: manualCorrectionValue,
  fixType: z.union([z.enum(ANOMALY_TYPES), z.literal("manual")]),
  confidence: z.number().min(0).max(100).nullish(),
});
export type ApplyAnomalyFixInput = z.infer<typeof applyAnomalyFixInput>;

export const undismissAnomaliesInput = z.object({ assetId: entityId(ASSET_NOT_FOUND_MESSAGE) });

// ── Monthly snapshots ──

export const SNAPSHOT_PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_SNAPSHOT_PAGE_SIZE = 50;
/** Export All reads at most this many rows (24 months of a large organization fits). */
export const SNAPSHOT_EXPORT_LIMIT = 100_000;

const monthKeyField = z
  .string()
  .refine(isMonthKey, "Choose a month")
  .refine((v) => !isMonthKey(v) || isSnapshotFilterMonth(v), SNAPSHOT_MONTH_OUT_OF_RANGE_MESSAGE);

/** The Monthly History tab's filters; the range spans at most 24 months. */
export const snapshotFiltersInput = z
  .object({
    search: z.string().trim().max(200).default(""),
    assetTypeId: entityId(ASSET_TYPE_NOT_FOUND_MESSAGE).nullish(),
    fromMonth: monthKeyField,
    toMonth: monthKeyField,
  })
  .superRefine((v, ctx) => {
    if (![v.fromMonth, v.toMonth].every((m) => isMonthKey(m) && isSnapshotFilterMonth(m))) return;
    const span = checkSnapshotSpan(v.fromMonth, v.toMonth);
    if (!span.ok) ctx.addIssue({ code: "custom", message: span.message, path: ["toMonth"] });
  });
export type SnapshotFiltersInput = z.infer<typeof snapshotFiltersInput>;

export const snapshotListInput = z.object({
  filters: snapshotFiltersInput,
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(DEFAULT_SNAPSHOT_PAGE_SIZE),
  /** Keyset paging from the last row of the previous page (the REST API); see listAfterInput. */
  after: listAfterInput,
});
export type SnapshotListInput = z.infer<typeof snapshotListInput>;

/** Export All (no ids) or Export Selected (the chosen rows). */
export const snapshotExportInput = z.object({
  filters: snapshotFiltersInput,
  ids: z.array(z.uuid()).max(10_000).nullish(),
});
export type SnapshotExportInput = z.infer<typeof snapshotExportInput>;
