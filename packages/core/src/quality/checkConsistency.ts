/** Spec 02 §9 consistency. */
export const CONSISTENCY_WARNING_ABOVE_PERCENT = 5;
export const CONSISTENCY_URGENT_ABOVE_PERCENT = 20;
export const CONSISTENT_BELOW_PERCENT = 5;
export const CONSISTENT_BELOW_UNITS_WITHOUT_TOTAL = 10;
export const STALE_FORM_AFTER_DAYS = 45;

const DAY_MS = 24 * 60 * 60 * 1000;

export const CONSISTENCY_RECOMMENDATIONS = {
  urgent: "Urgent: stock differs from the latest form total by more than 20%. Recount this item.",
  warning: "Stock differs from the latest form total by more than 5%. Review recent changes.",
  noTotal: "Stock differs by 10 units or more and no form total is available. Submit an inventory form.",
  staleForm: "The last inventory form is more than 45 days old. Submit a new inventory count.",
  noForm: "No inventory form has been submitted for this item yet.",
} as const;

export type ConsistencySeverity = "none" | "warning" | "urgent";

/** Spec 02 §3 consistency result, plus the percentage and severity behind it. */
export interface ConsistencyResult {
  isConsistent: boolean;
  realTimeQuantity: number;
  latestFormTotal: number | null;
  /** |real-time quantity − form total| */
  discrepancy: number;
  /** Discrepancy as a percentage of the form total; null without a (non-zero) total. */
  discrepancyPercent: number | null;
  severity: ConsistencySeverity;
  lastFormDate: Date | null;
  recommendations: string[];
}

/**
 * Compares the live quantity with the latest form total: over 5% warns, over 20% is
 * urgent; consistent below 5% of the total, or below 10 units when there is no total
 * (none, or 0). A last form older than 45 days adds a recommendation.
 */
export function checkConsistency(input: {
  realTimeQuantity: number;
  latestFormTotal: number | null;
  lastFormDate: Date | string | null;
  now: Date;
}): ConsistencyResult {
  const { realTimeQuantity, latestFormTotal, now } = input;
  const lastFormDate = input.lastFormDate === null ? null : new Date(input.lastFormDate);
  const total = latestFormTotal ?? 0;
  const discrepancy = Math.abs(realTimeQuantity - total);
  const recommendations: string[] = [];
  let discrepancyPercent: number | null = null;
  let isConsistent: boolean;
  let severity: ConsistencySeverity = "none";
  if (total !== 0) {
    discrepancyPercent = (discrepancy / Math.abs(total)) * 100;
    isConsistent = discrepancyPercent < CONSISTENT_BELOW_PERCENT;
    if (discrepancyPercent > CONSISTENCY_URGENT_ABOVE_PERCENT) {
      severity = "urgent";
      recommendations.push(CONSISTENCY_RECOMMENDATIONS.urgent);
    } else if (discrepancyPercent > CONSISTENCY_WARNING_ABOVE_PERCENT) {
      severity = "warning";
      recommendations.push(CONSISTENCY_RECOMMENDATIONS.warning);
    }
  } else {
    isConsistent = discrepancy < CONSISTENT_BELOW_UNITS_WITHOUT_TOTAL;
    if (!isConsistent) {
      severity = "warning";
      recommendations.push(CONSISTENCY_RECOMMENDATIONS.noTotal);
    }
  }
  if (lastFormDate === null || Number.isNaN(lastFormDate.getTime())) {
    recommendations.push(CONSISTENCY_RECOMMENDATIONS.noForm);
  } else if (now.getTime() - lastFormDate.getTime() > STALE_FORM_AFTER_DAYS * DAY_MS) {
    recommendations.push(CONSISTENCY_RECOMMENDATIONS.staleForm);
  }
  return {
    isConsistent,
    realTimeQuantity,
    latestFormTotal,
    discrepancy,
    discrepancyPercent,
    severity,
    lastFormDate: lastFormDate !== null && !Number.isNaN(lastFormDate.getTime()) ? lastFormDate : null,
    recommendations,
  };
}
