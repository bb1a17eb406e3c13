import {
  buildReportSheet,
  type ReportColumn,
  type ReportRow,
  type ReportViewMode,
  reportCsv,
  reportFileName,
  reportWorkbook,
  type XlsxLibrary,
} from "@stockroom/core";
import { downloadBlob } from "../../lib/download";

/** CSV through the product's one CSV writer (papaparse), loaded on the first export. Returns the file name. */
export async function exportReportCsv(
  columns: readonly ReportColumn[],
  rows: readonly ReportRow[],
  viewMode: ReportViewMode,
  /** The organization's time zone: dates are its local time with the offset. */
  timeZone: string,
): Promise<string> {
  const { writeCsv } = await import("@stockroom/core/csv/writeCsv");
  const text = reportCsv(buildReportSheet(columns, rows, viewMode, timeZone), writeCsv);
  const name = reportFileName("csv", new Date());
  // A byte order mark so spreadsheet programs read the UTF-8 names right.
  downloadBlob(name, new Blob(["\uFEFF", text], { type: "text/csv;charset=utf-8" }));
  return name;
}

/**
 * sheetjs-style's style writer assigns four undeclared variables (sloppy-mode code written
 * for a script tag). Bundled as an ES module it runs in strict mode, where assigning an
 * undeclared name throws ("QUOTE is not defined") unless the global property exists.
 * Found by running its xlsx.js under "use strict" and writing a styled workbook.
 */
export const SHEETJS_STYLE_GLOBALS = ["QUOTE", "_hashIndex", "_listIndex", "style_builder"] as const;
function declareSheetJsStyleGlobals() {
  const scope = globalThis as Record<string, unknown>;
  for (const name of SHEETJS_STYLE_GLOBALS) if (!(name in scope)) scope[name] = undefined;
}

/**
 * XLSX through sheetjs-style, imported only here, at export time: it lands in a chunk of
 * its own and in no screen's bundle. Returns the file name.
 */
export async function exportReportXlsx(
  columns: readonly ReportColumn[],
  rows: readonly ReportRow[],
  viewMode: ReportViewMode,
  /** The organization's time zone: dates are its local time with the offset. */
  timeZone: string,
): Promise<string> {
  declareSheetJsStyleGlobals();
  const module = await import("sheetjs-style");
  const xlsx = ((module as { default?: unknown }).default ?? module) as XlsxLibrary;
  const bytes = reportWorkbook(buildReportSheet(columns, rows, viewMode, timeZone), xlsx);
  const name = reportFileName("xlsx", new Date());
  downloadBlob(name, new Blob([bytes], { type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" }));
  return name;
}
