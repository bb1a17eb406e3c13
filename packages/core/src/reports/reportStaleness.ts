import type { ReportGenerateInput } from "../validators/reports";

type ReportRequest = Pick<
  ReportGenerateInput,
  "assetTypeIds" | "dateRangeType" | "customStartDate" | "customEndDate" | "viewMode" | "assetId"
>;

/**
 * The settings that decide a report's rows, in one comparable form: the asset types as a
 * set, the custom dates only for a custom range, the asset only in history mode. Paging
 * (cursor, page size) and the column picker do not change which rows come back.
 */
export function reportRequestKey(input: ReportRequest): string {
  const custom = input.dateRangeType === "custom";
  return JSON.stringify([
    [...input.assetTypeIds].sort(),
    input.dateRangeType,
    custom ? (input.customStartDate ?? null) : null,
    custom ? (input.customEndDate ?? null) : null,
    input.viewMode,
    input.viewMode === "history" ? (input.assetId ?? null) : null,
  ]);
}

/**
 * Whether results generated for `generated` still answer the configuration on screen
 * (`current`, null while it is incomplete). No results are never stale.
 */
export function reportResultsStale(generated: ReportRequest | null, current: ReportRequest | null): boolean {
  if (!generated) return false;
  if (!current) return true;
  return reportRequestKey(generated) !== reportRequestKey(current);
}
