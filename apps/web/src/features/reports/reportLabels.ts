import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ReportDateRangeType, ReportViewMode } from "@stockroom/core";

export const DATE_RANGE_LABELS = (): Record<ReportDateRangeType, string> => ({
  current_month: i18n._(msg`Current Month`),
  last_week: i18n._(msg`Last Week`),
  last_month: i18n._(msg`Last Month`),
  last_3_months: i18n._(msg`Last 3 Months`),
  all_time: i18n._(msg`All Time`),
  custom: i18n._(msg`Custom Range`),
});

export const VIEW_MODE_LABELS = (): Record<ReportViewMode, string> => ({
  latest: i18n._(msg`Latest`),
  history: i18n._(msg`History`),
  comparison: i18n._(msg`Comparison`),
});

export const CONFIDENCE_COLORS = { high: "green", medium: "yellow", low: "orange" } as const;
