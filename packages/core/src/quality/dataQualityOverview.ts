import { type ConsistencyResult, checkConsistency } from "./checkConsistency";
import { type DataQualityScore, dataQualityScore } from "./dataQualityScore";
import { type LastMonthTotal, type LastMonthTotalInput, lastMonthTotal } from "./lastMonthTotal";

export interface AssetDataQuality {
  lastMonthTotal: LastMonthTotal;
  consistency: ConsistencyResult;
  quality: DataQualityScore;
}

/** One item's last-month total, consistency and quality score, as the data quality screen needs. */
export function assessAssetDataQuality(input: {
  realTimeQuantity: number;
  latestFormTotal: number | null;
  lastFormDate: Date | string | null;
  lastMonth: LastMonthTotalInput;
  now: Date;
}): AssetDataQuality {
  const total = lastMonthTotal(input.lastMonth);
  const consistency = checkConsistency(input);
  return {
    lastMonthTotal: total,
    consistency,
    quality: dataQualityScore({ source: total.source, confidence: total.confidence, consistency }),
  };
}

export interface DataQualityOverview {
  /** Average quality score, 0–100 (0 with no items). */
  score: number;
  /** Items whose stock differs from the form total by more than 20%. */
  criticalIssues: number;
  /** Percentage of items with a last-month total from a form or history. */
  coverage: number;
  itemCount: number;
}

/**
 * The three figures of the Data Quality screen, computed instead of the earlier static
 * 87/100, 3 and 94%.
 */
export function dataQualityOverview(assessments: readonly AssetDataQuality[]): DataQualityOverview {
  const count = assessments.length;
  if (count === 0) return { score: 0, criticalIssues: 0, coverage: 0, itemCount: 0 };
  const total = assessments.reduce((sum, a) => sum + a.quality.score, 0);
  const covered = assessments.filter(
    (a) => a.lastMonthTotal.source === "form_submission" || a.lastMonthTotal.source === "inventory_history",
  ).length;
  return {
    score: Math.round(total / count),
    criticalIssues: assessments.filter((a) => a.consistency.severity === "urgent").length,
    coverage: Math.round((covered / count) * 100),
    itemCount: count,
  };
}
