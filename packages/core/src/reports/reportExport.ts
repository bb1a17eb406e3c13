import type { Language } from "../i18n/languages";
import type { ConsistencySeverity } from "../quality/checkConsistency";
import type { LastMonthTotal } from "../quality/lastMonthTotal";
import { zonedParts, zoneOffsetMinutes } from "./monthKey";
import { isColorColumn, type ReportColumn, sortColumns } from "./reportColumns";
import type { ReportViewMode } from "./reportDateRange";
import { REPORT_HEADER_TEXTS, reportColumnLabel } from "./reportHeaders";

// Pure builders behind the report's CSV and XLSX exports. The libraries (papaparse,
// sheetjs-style) are passed in, so core stays free of them and the browser can load the
// spreadsheet library only when the user exports.

/** Spec 02 §3 report row: asset_name, asset_type, submission_date, last_month_total, latest_submission. */
export interface ReportRow {
  /** Unique within a report: the submission id, or the asset id for an asset without one. */
  key: string;
  assetId: string;
  assetName: string;
  assetType: string;
  assetTypeColor: string | null;
  submissionId: string | null;
  submissionDate: Date | string | null;
  formName: string | null;
  /** latest_submission: answers by column id. */
  values: Record<string, unknown>;
  /** Comparison mode: the submission before this one, by column id. */
  previousValues?: Record<string, unknown> | null;
  previousDate?: Date | string | null;
  lastMonthTotal: LastMonthTotal;
  consistency: {
    isConsistent: boolean;
    severity: ConsistencySeverity;
    realTimeQuantity: number;
    latestFormTotal: number | null;
    discrepancy: number;
    discrepancyPercent: number | null;
    lastFormDate: Date | string | null;
    recommendations: string[];
  };
}

/** The part of a report row its exported cells are made of (the server's export builds only this). */
export type ReportSheetRow = Pick<
  ReportRow,
  "assetName" | "assetType" | "submissionDate" | "values" | "previousValues" | "lastMonthTotal"
>;

export type CellValue = string | number;

export interface ReportSheet {
  header: string[];
  /** Fill colour per column ("#RRGGBB") for colour separators, else null. */
  fills: (string | null)[];
  widths: number[];
  rows: CellValue[][];
}

/** Field types whose answers are numbers: compared in comparison mode. */
export const NUMERIC_FIELD_TYPES = ["number", "calculated", "current_inventory", "formula"] as const;

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

/**
 * An export's date and time: the organization's local time with its offset, so the cell
 * says which clock it is on (issue 20): "2026-10-10 08:00 -04:00" in New York,
 * "2026-10-10 12:00 +00:00" in UTC. See docs/decisions.md "Whose month, whose clock".
 */
export function formatReportDate(value: Date | string | null | undefined, timeZone = "UTC"): string {
  if (value === null || value === undefined || value === "") return "";
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return "";
  const p = zonedParts(d, timeZone);
  const offset = zoneOffsetMinutes(d, timeZone);
  const sign = offset < 0 ? "-" : "+";
  const abs = Math.abs(offset);
  return `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)} ${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * An answer as a cell: numbers stay numbers, booleans Yes/No (in the requester's language, as
 * the headers: "Ja"/"Nein" in de), lists joined, files by name.
 */
export function formatAnswer(value: unknown, language: Language = "en"): CellValue {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? value : "";
  if (typeof value === "boolean") return value ? REPORT_HEADER_TEXTS[language].yes : REPORT_HEADER_TEXTS[language].no;
  if (typeof value === "string") return value;
  if (value instanceof Date) return formatReportDate(value);
  if (Array.isArray(value)) return value.map((v) => String(formatAnswer(v, language))).join(", ");
  if (typeof value === "object") {
    const o = value as Record<string, unknown>;
    if (typeof o.name === "string") return o.name;
    if (typeof o.url === "string") return o.url;
    return JSON.stringify(value);
  }
  return String(value);
}

/** The value of one column of one row, as exported. */
export function reportCellValue(
  row: ReportSheetRow,
  column: ReportColumn,
  timeZone = "UTC",
  /** The requester's language: a yes/no answer's word. */
  language: Language = "en",
): CellValue {
  if (isColorColumn(column)) return "";
  switch (column.id) {
    case "asset_name":
      return row.assetName;
    case "asset_type":
      return row.assetType;
    case "submission_date":
      return formatReportDate(row.submissionDate, timeZone);
    case "last_month_total":
      return row.lastMonthTotal.source === "none" ? "" : row.lastMonthTotal.amount;
    default:
      return formatAnswer(row.values[column.id], language);
  }
}

function isNumericColumn(column: ReportColumn): boolean {
  return (NUMERIC_FIELD_TYPES as readonly string[]).includes(column.fieldType);
}

/**
 * The selected columns in order, as a header, per-column fills and the rows' cells.
 * In comparison mode every numeric field column is followed by "(previous)" and
 * "(change)" columns.
 */
export function buildReportSheet(
  columns: readonly ReportColumn[],
  rows: readonly ReportSheetRow[],
  viewMode: ReportViewMode = "latest",
  /** The organization's time zone: dates are written in its local time with the offset. */
  timeZone = "UTC",
  /** The requester's language: the fixed columns' names, "(previous)"/"(change)" and Yes/No in it. */
  language: Language = "en",
): ReportSheet {
  const texts = REPORT_HEADER_TEXTS[language];
  type Out = { header: string; fill: string | null; width: number; cell: (row: ReportSheetRow) => CellValue };
  const out: Out[] = [];
  for (const column of sortColumns(columns).filter((c) => c.selected)) {
    const color = isColorColumn(column);
    const label = reportColumnLabel(column, language);
    out.push({
      header: label,
      fill: color ? (column.color ?? null) : null,
      width: column.width ?? (color ? 4 : Math.max(12, Math.min(40, label.length + 4))),
      cell: (row) => reportCellValue(row, column, timeZone, language),
    });
    if (viewMode === "comparison" && isNumericColumn(column)) {
      const previous = (row: ReportSheetRow) => formatAnswer(row.previousValues?.[column.id], language);
      out.push({ header: texts.previous(label), fill: null, width: 14, cell: previous });
      out.push({
        header: texts.change(label),
        fill: null,
        width: 14,
        cell: (row) => {
          const now = reportCellValue(row, column, timeZone, language);
          const before = previous(row);
          return typeof now === "number" && typeof before === "number" ? now - before : "";
        },
      });
    }
  }
  return {
    header: out.map((c) => c.header),
    fills: out.map((c) => c.fill),
    widths: out.map((c) => c.width),
    rows: rows.map((row) => out.map((c) => c.cell(row))),
  };
}

/** The CSV text, through the product's one CSV writer (`csv/writeCsv`, loaded at export time). */
export function reportCsv(sheet: ReportSheet, write: (header: string[], rows: CellValue[][]) => string): string {
  return write(sheet.header, sheet.rows);
}

/** The part of sheetjs-style the XLSX export uses. */
export interface XlsxLibrary {
  utils: {
    aoa_to_sheet(data: unknown[][]): Record<string, unknown>;
    book_new(): unknown;
    book_append_sheet(workbook: unknown, sheet: unknown, name: string): void;
    encode_cell(cell: { r: number; c: number }): string;
  };
  write(workbook: unknown, options: { type: "array"; bookType: "xlsx" }): ArrayBuffer;
}

export const REPORT_SHEET_NAME = "Report";

/** The XLSX bytes: bold header, column widths, colour separator columns as solid fills. */
export function reportWorkbook(sheet: ReportSheet, xlsx: XlsxLibrary): ArrayBuffer {
  const ws = xlsx.utils.aoa_to_sheet([sheet.header, ...sheet.rows]);
  sheet.header.forEach((_, c) => {
    const fill = sheet.fills[c];
    for (let r = 0; r <= sheet.rows.length; r++) {
      const ref = xlsx.utils.encode_cell({ r, c });
      const cell = (ws[ref] ?? { t: "s", v: "" }) as Record<string, unknown>;
      const style: Record<string, unknown> = {};
      if (r === 0) style.font = { bold: true };
      if (fill) style.fill = { patternType: "solid", fgColor: { rgb: fill.replace("#", "").toUpperCase() } };
      if (Object.keys(style).length > 0) cell.s = style;
      ws[ref] = cell;
    }
  });
  ws["!cols"] = sheet.widths.map((wch) => ({ wch }));
  const wb = xlsx.utils.book_new();
  xlsx.utils.book_append_sheet(wb, ws, REPORT_SHEET_NAME);
  return xlsx.write(wb, { type: "array", bookType: "xlsx" });
}

/** "inventory-report-2025-01-05.csv": file names carry the (UTC) date of the export. */
export function reportFileName(extension: "csv" | "xlsx", now: Date): string {
  return `inventory-report-${now.getUTCFullYear()}-${pad(now.getUTCMonth() + 1)}-${pad(now.getUTCDate())}.${extension}`;
}

export const EXCEL_EXPORTED_MESSAGE = "Excel exported successfully!";

/**
 * The note after an Excel export (spec 02 §8: "with a note on how many colour columns
 * show as text"). Here the columns are real fills; their header still shows the name.
 */
export function colorColumnsNote(columns: readonly ReportColumn[]): string | null {
  const count = columns.filter((c) => c.selected && isColorColumn(c)).length;
  if (count === 0) return null;
  return `${count} colour column${count === 1 ? "" : "s"} exported as filled cells with ${count === 1 ? "its" : "their"} name as text in the header.`;
}
