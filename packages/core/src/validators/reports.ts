import { z } from "zod";
import { REPORT_DATE_RANGE_TYPES, REPORT_VIEW_MODES } from "../reports/reportDateRange";
import { hexColor } from "./assetTypes";
import { boundedText, DESCRIPTION_MAX_LENGTH, NAME_MAX_LENGTH } from "./limits";

// Spec 02 §5 Reports.

export const TEMPLATE_NAME_REQUIRED_MESSAGE = "Please enter a template name";
export const COLUMN_NAME_REQUIRED_MESSAGE = "Please enter a column name";
export const NO_DATA_TO_EXPORT_MESSAGE = "No data to export";
export const NO_COLUMNS_SELECTED_MESSAGE = "Please select at least one column to export";
export const NO_ORGANIZATION_SELECTED_MESSAGE = "No organization selected";

/** A report template, kept per organization on the device. */
export const reportTemplateInput = z.object({
  name: z
    .string(TEMPLATE_NAME_REQUIRED_MESSAGE)
    .trim()
    .min(1, TEMPLATE_NAME_REQUIRED_MESSAGE)
    .pipe(boundedText("Name", NAME_MAX_LENGTH)),
  description: boundedText("Description", DESCRIPTION_MAX_LENGTH).trim().default(""),
  asset_type_filter: z.array(z.string().max(100)).max(1000).default([]),
  selected_fields: z.array(z.string().max(NAME_MAX_LENGTH)).max(1000).default([]),
  date_range_type: z.enum(REPORT_DATE_RANGE_TYPES).default("current_month"),
  custom_start_date: z.string().max(50).nullish(),
  custom_end_date: z.string().max(50).nullish(),
  view_mode: z.enum(REPORT_VIEW_MODES).default("latest"),
});
export type ReportTemplateInput = z.infer<typeof reportTemplateInput>;

/** A colour separator column: a name and a colour (default #3B82F6). */
export const colorColumnInput = z.object({
  label: z
    .string(COLUMN_NAME_REQUIRED_MESSAGE)
    .trim()
    .min(1, COLUMN_NAME_REQUIRED_MESSAGE)
    .pipe(boundedText("Column name", NAME_MAX_LENGTH)),
  color: hexColor.default("#3B82F6"),
});
export type ColorColumnInput = z.infer<typeof colorColumnInput>;

/** "export needs data ('No data to export') and at least one selected column". */
export function checkReportExport(rowCount: number, columns: readonly { selected: boolean }[]): string | null {
  if (rowCount === 0) return NO_DATA_TO_EXPORT_MESSAGE;
  if (!columns.some((c) => c.selected)) return NO_COLUMNS_SELECTED_MESSAGE;
  return null;
}
