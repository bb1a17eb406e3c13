import type { ReportColumn, ReportDateRangeType, ReportViewMode } from "@stockroom/core";
import type { ReportTemplate } from "@stockroom/db";

/** Spec 02 §3 report template, as the screens read it. */
export interface ReportTemplateView {
  id: string;
  name: string;
  description: string;
  asset_type_filter: string[];
  selected_fields: ReportColumn[];
  date_range_type: ReportDateRangeType;
  custom_start_date: string | null;
  custom_end_date: string | null;
  view_mode: ReportViewMode;
  created_at: Date;
  updated_at: Date;
}

export function reportTemplateView(row: ReportTemplate): ReportTemplateView {
  return {
    id: row.id,
    name: row.name,
    description: row.description ?? "",
    asset_type_filter: row.assetTypeFilter,
    selected_fields: row.selectedFields,
    date_range_type: row.dateRangeType,
    custom_start_date: row.customStartDate,
    custom_end_date: row.customEndDate,
    view_mode: row.viewMode,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}
