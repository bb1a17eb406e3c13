import type { ConsistencyResult } from "./checkConsistency";
import type { Confidence, LastMonthTotalSource } from "./lastMonthTotal";

/** Spec 02 §9 quality score. */
export const QUALITY_SOURCE_POINTS: Readonly<Record<LastMonthTotalSource, number>> = {
  form_submission: 40,
  inventory_history: 25,
  calculated: 15,
  none: 0,
};
export const QUALITY_CONFIDENCE_POINTS: Readonly<Record<Confidence, number>> = { high: 30, medium: 20, low: 10 };
export const QUALITY_CONSISTENT_POINTS = 30;
/** "otherwise discrepancy under 10% gives 20, under 25% gives 10". */
export const QUALITY_DISCREPANCY_POINTS = [
  { below: 10, points: 20 },
  { below: 25, points: 10 },
] as const;
export const QUALITY_IMPROVEMENT_BELOW = 70;
export const QUALITY_IMPROVEMENT_MESSAGE = "Data quality is below 70. Submit regular inventory forms to improve it.";

export interface DataQualityScore {
  score: number;
  breakdown: { source: number; confidence: number; consistency: number };
  needsImprovement: boolean;
  suggestion: string | null;
}

export function consistencyPoints(consistency: Pick<ConsistencyResult, "isConsistent" | "discrepancyPercent">): number {
  if (consistency.isConsistent) return QUALITY_CONSISTENT_POINTS;
  const percent = consistency.discrepancyPercent;
  if (percent === null) return 0;
  return QUALITY_DISCREPANCY_POINTS.find((step) => percent < step.below)?.points ?? 0;
}

/** Source 40/25/15, confidence 30/20/10, consistency 30 or 20/10 by discrepancy; below 70 suggests improvement. */
export function dataQualityScore(input: {
  source: LastMonthTotalSource;
  confidence: Confidence;
  consistency: Pick<ConsistencyResult, "isConsistent" | "discrepancyPercent">;
}): DataQualityScore {
  const breakdown = {
    source: QUALITY_SOURCE_POINTS[input.source],
    confidence: QUALITY_CONFIDENCE_POINTS[input.confidence],
    consistency: consistencyPoints(input.consistency),
  };
  const score = breakdown.source + breakdown.confidence + breakdown.consistency;
  const needsImprovement = score < QUALITY_IMPROVEMENT_BELOW;
  return { score, breakdown, needsImprovement, suggestion: needsImprovement ? QUALITY_IMPROVEMENT_MESSAGE : null };
}
