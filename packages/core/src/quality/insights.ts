// Spec 02 §9 "Insights": thresholds, severities, priorities and savings are the spec's;
// titles, descriptions and actions are ours (the spec shows none).

export const INSIGHT_SEVERITIES = ["critical", "error", "warning", "success", "info"] as const;
export type InsightSeverity = (typeof INSIGHT_SEVERITIES)[number];
export type BusinessImpact = "high" | "medium" | "low";

/** Spec 02 §3 insight. */
export interface Insight {
  id: string;
  type: string;
  severity: InsightSeverity;
  title: string;
  description: string;
  value: number | string;
  action: string;
  actionable: boolean;
  businessImpact: BusinessImpact;
  priority: number;
  estimatedSavings: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : (part / whole) * 100;
}
function average(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
}
function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/** System score: at least 80 success, at least 60 warning, else error; priority 10 under 60, 7 under 80, else 3. */
export const SYSTEM_SCORE_SUCCESS_FROM = 80;
export const SYSTEM_SCORE_WARNING_FROM = 60;
export function systemScoreInsight(score: number): Insight {
  const severity: InsightSeverity =
    score >= SYSTEM_SCORE_SUCCESS_FROM ? "success" : score >= SYSTEM_SCORE_WARNING_FROM ? "warning" : "error";
  const priority = score < SYSTEM_SCORE_WARNING_FROM ? 10 : score < SYSTEM_SCORE_SUCCESS_FROM ? 7 : 3;
  return {
    id: "system-score",
    type: "data_quality",
    severity,
    title: "Data quality score",
    description: `Overall data quality is ${Math.round(score)}/100.`,
    value: Math.round(score),
    action:
      severity === "success"
        ? "Keep recording regular inventory checks"
        : "Review the items with the lowest quality scores",
    actionable: severity !== "success",
    businessImpact: severity === "error" ? "high" : severity === "warning" ? "medium" : "low",
    priority,
    estimatedSavings: 0,
  };
}

/**
 * Missing-history share over 50% error, over 25% warning; coverage of 90% or more is
 * excellent. "History" here means a check after the item's intake (every item has its
 * intake entry), and the texts say so.
 */
export const MISSING_HISTORY_ERROR_ABOVE = 50;
export const MISSING_HISTORY_WARNING_ABOVE = 25;
export const HISTORY_COVERAGE_EXCELLENT_FROM = 90;
export function historyCoverageInsight(itemsWithHistory: number, totalItems: number): Insight | null {
  if (totalItems === 0) return null;
  const missing = percent(totalItems - itemsWithHistory, totalItems);
  const coverage = 100 - missing;
  const base = { id: "history-coverage", type: "coverage", value: `${round1(coverage)}%`, estimatedSavings: 0 };
  if (missing > MISSING_HISTORY_WARNING_ABOVE) {
    const error = missing > MISSING_HISTORY_ERROR_ABOVE;
    return {
      ...base,
      severity: error ? "error" : "warning",
      title: "Items never checked since intake",
      description: `${round1(missing)}% of items have no inventory check since their intake.`,
      action: "Record an inventory check for the items never checked",
      actionable: true,
      businessImpact: error ? "high" : "medium",
      priority: error ? 9 : 6,
    };
  }
  if (coverage >= HISTORY_COVERAGE_EXCELLENT_FROM) {
    return {
      ...base,
      severity: "success",
      title: "Excellent history coverage",
      description: `${round1(coverage)}% of items have been checked since their intake.`,
      action: "No action needed",
      actionable: false,
      businessImpact: "low",
      priority: 2,
    };
  }
  return null;
}

/** Missing field data over 10%. */
export const MISSING_FIELD_DATA_ABOVE = 10;
export function missingFieldDataInsight(missingValues: number, totalValues: number): Insight | null {
  const missing = percent(missingValues, totalValues);
  if (missing <= MISSING_FIELD_DATA_ABOVE) return null;
  return {
    id: "missing-field-data",
    type: "completeness",
    severity: "warning",
    title: "Incomplete form data",
    description: `${round1(missing)}% of expected field values are empty.`,
    value: `${round1(missing)}%`,
    action: "Make the important fields required in the inventory forms",
    actionable: true,
    businessImpact: "medium",
    priority: 6,
    estimatedSavings: 0,
  };
}

/** Low stock below 20% of the average quantity, savings 50 each. */
export const LOW_STOCK_SHARE_OF_AVERAGE = 0.2;
export const LOW_STOCK_SAVINGS_EACH = 50;
export function lowStockInsight(quantities: readonly number[]): Insight | null {
  const avg = average(quantities);
  const low = quantities.filter((q) => q < LOW_STOCK_SHARE_OF_AVERAGE * avg).length;
  if (low === 0) return null;
  return {
    id: "low-stock",
    type: "stock",
    severity: "warning",
    title: "Items running low",
    description: `${low} item${low === 1 ? "" : "s"} below 20% of the average stock level.`,
    value: low,
    action: "Reorder the low items",
    actionable: true,
    businessImpact: "high",
    priority: 8,
    estimatedSavings: low * LOW_STOCK_SAVINGS_EACH,
  };
}

/** High value above 3 times the average value. */
export const HIGH_VALUE_TIMES_AVERAGE = 3;
export function highValueInsight(values: readonly number[]): Insight | null {
  const avg = average(values);
  const high = values.filter((v) => v > HIGH_VALUE_TIMES_AVERAGE * avg).length;
  if (high === 0) return null;
  return {
    id: "high-value",
    type: "value",
    severity: "info",
    title: "High-value items",
    description: `${high} item${high === 1 ? " is" : "s are"} worth more than 3 times the average.`,
    value: high,
    action: "Check high-value items more often",
    actionable: true,
    businessImpact: "medium",
    priority: 5,
    estimatedSavings: 0,
  };
}

/** Compliance: overdue when the last check is over 90 days ago (or missing), savings 200 each. */
export const COMPLIANCE_OVERDUE_AFTER_DAYS = 90;
export const COMPLIANCE_SAVINGS_EACH = 200;
export function complianceInsight(lastCheckDates: readonly (Date | string | null)[], now: Date): Insight | null {
  const overdue = lastCheckDates.filter((d) => {
    const t = d === null ? Number.NaN : new Date(d).getTime();
    return Number.isNaN(t) || now.getTime() - t > COMPLIANCE_OVERDUE_AFTER_DAYS * DAY_MS;
  }).length;
  if (overdue === 0) return null;
  return {
    id: "compliance-overdue",
    type: "compliance",
    severity: "warning",
    title: "Checks overdue",
    description: `${overdue} item${overdue === 1 ? " has" : "s have"} not been checked in over 90 days.`,
    value: overdue,
    action: "Schedule inventory checks for the overdue items",
    actionable: true,
    businessImpact: "high",
    priority: 8,
    estimatedSavings: overdue * COMPLIANCE_SAVINGS_EACH,
  };
}

/** More than 3 data sources. */
export const MANY_DATA_SOURCES_ABOVE = 3;
export function dataSourcesInsight(sourceCount: number): Insight | null {
  if (sourceCount <= MANY_DATA_SOURCES_ABOVE) return null;
  return {
    id: "data-sources",
    type: "integration",
    severity: "info",
    title: "Several data sources",
    description: `Inventory data comes from ${sourceCount} sources.`,
    value: sourceCount,
    action: "Link forms to asset types so every source feeds the same records",
    actionable: true,
    businessImpact: "low",
    priority: 4,
    estimatedSavings: 0,
  };
}

/** Fewer than 10 records is limited data, over 1000 rich data. */
export const LIMITED_DATA_BELOW = 10;
export const RICH_DATA_ABOVE = 1000;
export function dataVolumeInsight(recordCount: number): Insight | null {
  if (recordCount < LIMITED_DATA_BELOW) {
    return {
      id: "data-volume",
      type: "volume",
      severity: "info",
      title: "Limited data",
      description: `Only ${recordCount} record${recordCount === 1 ? "" : "s"}; insights get better with more history.`,
      value: recordCount,
      action: "Record inventory checks regularly",
      actionable: true,
      businessImpact: "low",
      priority: 4,
      estimatedSavings: 0,
    };
  }
  if (recordCount > RICH_DATA_ABOVE) {
    return {
      id: "data-volume",
      type: "volume",
      severity: "success",
      title: "Rich data",
      description: `${recordCount} records give reliable trends.`,
      value: recordCount,
      action: "Use reports to review trends",
      actionable: false,
      businessImpact: "low",
      priority: 2,
      estimatedSavings: 0,
    };
  }
  return null;
}

/** Trend: more than 5 values, the second half's average differs from the first half's by more than 20% (high over 50%). */
export const TREND_MIN_VALUES_ABOVE = 5;
export const TREND_CHANGE_ABOVE_PERCENT = 20;
export const TREND_HIGH_IMPACT_ABOVE_PERCENT = 50;
export function trendInsight(valuesOldestFirst: readonly number[]): Insight | null {
  if (valuesOldestFirst.length <= TREND_MIN_VALUES_ABOVE) return null;
  const middle = Math.floor(valuesOldestFirst.length / 2);
  const first = average(valuesOldestFirst.slice(0, middle));
  const second = average(valuesOldestFirst.slice(middle));
  if (first === 0) return null;
  const change = ((second - first) / Math.abs(first)) * 100;
  if (Math.abs(change) <= TREND_CHANGE_ABOVE_PERCENT) return null;
  const rising = change > 0;
  return {
    id: "trend",
    type: "trend",
    severity: rising ? "info" : "warning",
    title: rising ? "Stock trending up" : "Stock trending down",
    description: `The recent average is ${round1(Math.abs(change))}% ${rising ? "higher" : "lower"} than before.`,
    value: `${round1(change)}%`,
    action: rising ? "Check for over-ordering" : "Plan reorders earlier",
    actionable: true,
    businessImpact: Math.abs(change) > TREND_HIGH_IMPACT_ABOVE_PERCENT ? "high" : "medium",
    priority: Math.abs(change) > TREND_HIGH_IMPACT_ABOVE_PERCENT ? 7 : 5,
    estimatedSavings: 0,
  };
}

/** Low utilization under 50%. */
export const LOW_UTILIZATION_BELOW_PERCENT = 50;
export function utilizationInsight(activeItems: number, totalItems: number): Insight | null {
  if (totalItems === 0) return null;
  const utilization = percent(activeItems, totalItems);
  if (utilization >= LOW_UTILIZATION_BELOW_PERCENT) return null;
  return {
    id: "low-utilization",
    type: "utilization",
    severity: "warning",
    title: "Low utilization",
    description: `Only ${round1(utilization)}% of items were used recently.`,
    value: `${round1(utilization)}%`,
    action: "Review idle items for transfer or disposal",
    actionable: true,
    businessImpact: "medium",
    priority: 5,
    estimatedSavings: 0,
  };
}

export interface InsightInput {
  now: Date;
  systemScore?: number;
  items?: readonly {
    quantity: number;
    value?: number | null;
    hasHistory?: boolean;
    lastCheckDate?: Date | string | null;
    /** Recently used (has usage in the period). */
    active?: boolean;
  }[];
  fieldValues?: { missing: number; total: number };
  dataSourceCount?: number;
  recordCount?: number;
  /** A series (e.g. monthly totals), oldest first. */
  trendValues?: readonly number[];
}

/** Every rule that applies, most urgent first (priority, then severity order). */
export function generateInsights(input: InsightInput): Insight[] {
  const items = input.items ?? [];
  const candidates: (Insight | null)[] = [
    input.systemScore === undefined ? null : systemScoreInsight(input.systemScore),
    historyCoverageInsight(items.filter((i) => i.hasHistory).length, items.length),
    input.fieldValues ? missingFieldDataInsight(input.fieldValues.missing, input.fieldValues.total) : null,
    lowStockInsight(items.map((i) => i.quantity)),
    highValueInsight(items.flatMap((i) => (typeof i.value === "number" ? [i.value] : []))),
    complianceInsight(
      items.map((i) => i.lastCheckDate ?? null),
      input.now,
    ),
    input.dataSourceCount === undefined ? null : dataSourcesInsight(input.dataSourceCount),
    input.recordCount === undefined ? null : dataVolumeInsight(input.recordCount),
    trendInsight(input.trendValues ?? []),
    utilizationInsight(items.filter((i) => i.active).length, items.length),
  ];
  return candidates
    .filter((i): i is Insight => i !== null)
    .sort(
      (a, b) =>
        b.priority - a.priority || INSIGHT_SEVERITIES.indexOf(a.severity) - INSIGHT_SEVERITIES.indexOf(b.severity),
    );
}
