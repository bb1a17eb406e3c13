import type { ReportDateRangeType, ReportViewMode } from "@stockroom/core";

export const DATE_RANGE_LABELS: Record<ReportDateRangeType, string> = {
  current_month: "Current Month",
  last_week: "Last Week",
  last_month: "Last Month",
  last_3_months: "Last 3 Months",
  all_time: "All Time",
  custom: "Custom Range",
};

export const VIEW_MODE_LABELS: Record<ReportViewMode, string> = {
  latest: "Latest",
  history: "History",
  comparison: "Comparison",
};

export const SOURCE_LABELS = {
  form_submission: "Form",
  inventory_history: "History",
  calculated: "Estimated",
  none: "No data",
} as const;

export const CONFIDENCE_COLORS = { high: "green", medium: "yellow", low: "orange" } as const;
