import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import {
  buildReportSheet,
  type CellValue,
  type Language,
  type ReportColumn,
  type ReportExportInput,
  type ReportRow,
  type ReportViewMode,
  reportFileName,
  reportWorkbook,
  type XlsxLibrary,
} from "@stockroom/core";
import { requestLanguageHeader } from "../../i18n/runtime";
import { downloadBlob } from "../../lib/download";

/** The report's rows a page at a time (the server's cursor pages): only one page is held at once. */
export type ReportPages = AsyncIterable<readonly ReportRow[]>;

/** Where the server streams a report's CSV (apps/server/src/http/report-export.ts). */
export const REPORT_CSV_EXPORT_PATH = "/api/reports/export.csv";

/**
 * CSV written by the server (issue 23 "Reports"): the report's filters and columns are
 * posted once and the server streams every page of rows as CSV through the product's one
 * CSV writer (a byte order mark first, so spreadsheet programs read UTF-8), instead of the
 * browser asking for every page as JSON. The file arrives whole and is saved. Returns the
 * file name; an error answer's sentence is thrown.
 */
export async function exportReportCsv(request: ReportExportInput): Promise<{ name: string }> {
  const res = await fetch(REPORT_CSV_EXPORT_PATH, {
    method: "POST",
    credentials: "same-origin",
    // The header row and any refusal in the screen's language (issue 26), as tRPC calls do.
    headers: { "content-type": "application/json", "x-stockroom-locale": requestLanguageHeader() },
    body: JSON.stringify(request),
  });
  if (!res.ok) {
    const answer = (await res.json().catch(() => null)) as { error?: string } | null;
    throw new Error(answer?.error ?? i18n._(msg`The export failed (${res.status}).`));
  }
  const name = reportFileName("csv", new Date());
  downloadBlob(name, await res.blob());
  return { name };
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
 * its own and in no screen's bundle. Each page of rows is reduced to its cells as it
 * arrives (the row objects are dropped); sheetjs writes a workbook whole, so the cells
 * of every page meet once, at the end. Returns the file name and the rows written.
 */
export async function exportReportXlsx(
  columns: readonly ReportColumn[],
  pages: ReportPages,
  viewMode: ReportViewMode,
  /** The organization's time zone: dates are its local time with the offset. */
  timeZone: string,
  /** The screen's language: the header's fixed column names and comparison columns in it. */
  language: Language = "en",
): Promise<{ name: string; rows: number }> {
  declareSheetJsStyleGlobals();
  const module = await import("sheetjs-style");
  const xlsx = ((module as { default?: unknown }).default ?? module) as XlsxLibrary;
  let sheet = buildReportSheet(columns, [], viewMode, timeZone, language);
  const cells: CellValue[][] = [];
  for await (const page of pages) {
    sheet = buildReportSheet(columns, page, viewMode, timeZone, language);
    for (const row of sheet.rows) cells.push(row);
  }
  const name = reportFileName("xlsx", new Date());
  if (cells.length > 0) {
    const bytes = reportWorkbook({ ...sheet, rows: cells }, xlsx);
    downloadBlob(
      name,
      new Blob([bytes], { type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" }),
    );
  }
  return { name, rows: cells.length };
}
