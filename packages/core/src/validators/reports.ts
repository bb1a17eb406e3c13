import { z } from "zod";
import { REPORT_DATE_RANGE_TYPES, REPORT_VIEW_MODES } from "../reports/reportDateRange";
import { hexColor } from "./assetTypes";
import { entityId } from "./entityId";
import { boundedText, jsonSize, NAME_MAX_LENGTH } from "./limits";

// Spec 02 §5 Reports.

export const TEMPLATE_NAME_REQUIRED_MESSAGE = "Please enter a template name";
export const COLUMN_NAME_REQUIRED_MESSAGE = "Please enter a column name";
export const NO_DATA_TO_EXPORT_MESSAGE = "No data to export";
export const NO_COLUMNS_SELECTED_MESSAGE = "Please select at least one column to export";
export const NO_ORGANIZATION_SELECTED_MESSAGE = "No organization selected";

export const REPORT_TEMPLATE_NOT_FOUND_MESSAGE = "Report template not found";
/** What the reports screen says when a link names a deleted template or another organization's. */
export const TEMPLATE_NOT_FOUND_MESSAGE = "Template not found";
export const CHOOSE_ASSET_MESSAGE = "Please choose an asset to see its history";
export const CUSTOM_RANGE_DATES_MESSAGE = "Please choose a start and an end date";
export const CUSTOM_RANGE_ORDER_MESSAGE = "The end date must not be before the start date";
/** A cursor the server did not hand out (history mode pages by the submissions' timestamps). */
export const REPORT_CURSOR_INVALID_MESSAGE =
  "This page of the report is no longer valid. Please generate the report again.";

/** Spec 02 §3 report column. */
export const reportColumn = z.object({
  id: z.string().min(1).max(300),
  label: z.string().max(300),
  selected: z.boolean(),
  order: z.number().int().min(0),
  width: z.number().positive().max(500).nullish(),
  fieldType: z.string().min(1).max(50),
  color: hexColor.nullish(),
});

/**
 * A template's column list as JSON (issue 21 §6: twelve 670 KB templates made
 * `templates.list` answer 413 for the whole organization). Hundreds of columns fit.
 */
export const REPORT_TEMPLATE_COLUMNS_MAX_BYTES = 128 * 1024;
export const REPORT_TEMPLATE_TOO_LARGE_MESSAGE = `The template is too large to save (its columns may take at most ${REPORT_TEMPLATE_COLUMNS_MAX_BYTES / 1024} KB). Remove some columns and try again.`;
/** Report templates one organization keeps; the list of their names stays small. */
export const REPORT_TEMPLATES_MAX = 500;
export const REPORT_TEMPLATES_FULL_MESSAGE = `An organization can keep at most ${REPORT_TEMPLATES_MAX} report templates. Delete one you no longer need first.`;

/**
 * A report template (spec 02 §3). The earlier version kept them per organization on the
 * device; they are the organization's, on the server, here. `selected_fields` holds the
 * whole column list (order, selection, colour separators).
 */
const templateName = z.string(TEMPLATE_NAME_REQUIRED_MESSAGE).trim().min(1, TEMPLATE_NAME_REQUIRED_MESSAGE).max(200);
const templateFields = {
  description: z.string().trim().max(2000),
  asset_type_filter: z.array(z.uuid()).max(500),
  selected_fields: z
    .array(reportColumn)
    .max(1000)
    .refine((columns) => jsonSize(columns) <= REPORT_TEMPLATE_COLUMNS_MAX_BYTES, REPORT_TEMPLATE_TOO_LARGE_MESSAGE),
  date_range_type: z.enum(REPORT_DATE_RANGE_TYPES),
  custom_start_date: z.iso.date().nullish(),
  custom_end_date: z.iso.date().nullish(),
  view_mode: z.enum(REPORT_VIEW_MODES),
};

export const reportTemplateInput = z.object({
  name: templateName,
  description: templateFields.description.default(""),
  asset_type_filter: templateFields.asset_type_filter.default([]),
  selected_fields: templateFields.selected_fields.default([]),
  date_range_type: templateFields.date_range_type.default("current_month"),
  custom_start_date: templateFields.custom_start_date,
  custom_end_date: templateFields.custom_end_date,
  view_mode: templateFields.view_mode.default("latest"),
});
export type ReportTemplateInput = z.infer<typeof reportTemplateInput>;

export const reportTemplateIdInput = z.object({ id: entityId(REPORT_TEMPLATE_NOT_FOUND_MESSAGE) });
/** Rename (name, description) or re-save the whole configuration of a template. */
export const reportTemplateUpdateInput = z
  .object({ name: templateName, ...templateFields })
  .partial()
  .extend({ id: entityId(REPORT_TEMPLATE_NOT_FOUND_MESSAGE) });

export const reportColumnsInput = z.object({ assetTypeIds: z.array(z.uuid()).max(500).default([]) });

const historyCursorKey = z.iso.datetime();

/**
 * Rows (assets, or submissions in history mode) a page may ask for (issue 21 §6: 2000 rows
 * of 480 KB answers took the server to 2.5 GB). A page also ends early when its answers
 * would pass REPORT_PAGE_MAX_BYTES (see reportPageBudget).
 */
export const REPORT_MAX_PAGE_SIZE = 500;
export const REPORT_DEFAULT_PAGE_SIZE = 500;
export const REPORT_PAGE_SIZE_MESSAGE = `A report page holds at most ${REPORT_MAX_PAGE_SIZE} rows`;
/** Numbered pages reach past the largest organization's assets (100,000 at one row a page). */
export const REPORT_MAX_PAGE_NUMBER = 1_000_000;
export const REPORT_PAGE_NUMBER_MESSAGE = "This page of the report does not exist";
/** Assets (submissions in history mode) one page of the screen's table shows. */
export const REPORT_TABLE_PAGE_SIZE = 25;

/**
 * One page of a report. Latest and comparison modes page through assets by (name, id);
 * history mode pages through one asset's submissions by (date, id).
 */
/** What a report covers (the builder's choices): the same for a page and for an export. */
const reportFilters = {
  assetTypeIds: z.array(z.uuid()).max(500).default([]),
  dateRangeType: z.enum(REPORT_DATE_RANGE_TYPES).default("current_month"),
  customStartDate: z.iso.date().nullish(),
  customEndDate: z.iso.date().nullish(),
  viewMode: z.enum(REPORT_VIEW_MODES).default("latest"),
  assetId: z.uuid(CHOOSE_ASSET_MESSAGE).nullish(),
};
type ReportFilters = z.infer<z.ZodObject<typeof reportFilters>>;

/** The rules between the filters: history needs an asset, a custom range both dates in order. */
function checkReportFilters(input: ReportFilters, ctx: z.RefinementCtx) {
  if (input.viewMode === "history" && !input.assetId) {
    ctx.addIssue({ code: "custom", path: ["assetId"], message: CHOOSE_ASSET_MESSAGE });
  }
  if (input.dateRangeType === "custom") {
    if (!input.customStartDate || !input.customEndDate) {
      ctx.addIssue({ code: "custom", path: ["customStartDate"], message: CUSTOM_RANGE_DATES_MESSAGE });
    } else if (input.customEndDate < input.customStartDate) {
      ctx.addIssue({ code: "custom", path: ["customEndDate"], message: CUSTOM_RANGE_ORDER_MESSAGE });
    }
  }
}

export const reportGenerateInput = z
  .object({
    ...reportFilters,
    cursor: z.object({ key: z.string().max(1000), id: z.uuid() }).nullish(),
    /**
     * A numbered page (1, 2, …) instead of a cursor: the screen's table asks for the page
     * the reader opens (issue 23 "Reports"), never the whole report; exports walk the cursor.
     */
    page: z
      .number()
      .int(REPORT_PAGE_NUMBER_MESSAGE)
      .min(1, REPORT_PAGE_NUMBER_MESSAGE)
      .max(REPORT_MAX_PAGE_NUMBER, REPORT_PAGE_NUMBER_MESSAGE)
      .nullish(),
    pageSize: z
      .number()
      .int()
      .min(1)
      .max(REPORT_MAX_PAGE_SIZE, REPORT_PAGE_SIZE_MESSAGE)
      .default(REPORT_DEFAULT_PAGE_SIZE),
  })
  .superRefine((input, ctx) => {
    checkReportFilters(input, ctx);
    // History mode's cursor key is the timestamp the server wrote (toISOString of a stored one).
    if (input.viewMode === "history" && input.cursor && !historyCursorKey.safeParse(input.cursor.key).success) {
      ctx.addIssue({ code: "custom", path: ["cursor", "key"], message: REPORT_CURSOR_INVALID_MESSAGE });
    }
    if (input.page && input.cursor) {
      ctx.addIssue({ code: "custom", path: ["page"], message: REPORT_CURSOR_INVALID_MESSAGE });
    }
  });
export type ReportGenerateInput = z.infer<typeof reportGenerateInput>;

/**
 * A whole report as a file (issue 23 "Reports": the server streams the CSV page by page):
 * the report's filters and the columns in the screen's order and selection.
 */
export const reportExportInput = z
  .object({
    ...reportFilters,
    columns: templateFields.selected_fields.refine(
      (columns) => columns.some((c) => c.selected),
      NO_COLUMNS_SELECTED_MESSAGE,
    ),
  })
  .superRefine(checkReportFilters);
export type ReportExportInput = z.infer<typeof reportExportInput>;

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
