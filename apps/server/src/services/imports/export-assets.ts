import { IMPORT_BASE_FIELDS, IMPORT_FIELD_HEADERS, type ImportAssetValues } from "@stockroom/core";
import { type CsvCell, writeCsv } from "@stockroom/core/csv/writeCsv";
import XLSX from "sheetjs-style";
import type { OrgContext } from "../context";
import { importValuesOf, loadLiveAssets } from "./import-values";

export type ExportFormat = "csv" | "xlsx";

/**
 * sheetjs-style's writer assigns four undeclared names (sloppy-mode code); the server bundle
 * is an ES module, strict, where that throws unless the global exists (the web's report
 * export does the same, features/reports/exportReport.ts).
 */
function declareSheetJsStyleGlobals() {
  const scope = globalThis as Record<string, unknown>;
  for (const name of ["QUOTE", "_hashIndex", "_listIndex", "style_builder"])
    if (!(name in scope)) scope[name] = undefined;
}

function cellOf(v: ImportAssetValues, field: (typeof IMPORT_BASE_FIELDS)[number]): CsvCell {
  const value = v[field];
  return value === null ? "" : value;
}

/**
 * "Export assets" (issue 24 §7): the organization's live assets in exactly the import's
 * columns (core IMPORT_FIELD_HEADERS, then every type's conversion fields by name), the
 * values the import compares with. CSV goes through the one CSV writer (formula cells
 * neutralised, which the import undoes); XLSX keeps text cells as text.
 */
export async function exportAssets({ db, orgId }: OrgContext, format: ExportFormat, today = new Date()) {
  const list = await loadLiveAssets(db, orgId);
  const conversionNames = [...new Set(list.flatMap((a) => a.conversionFieldNames))];
  const header = [...IMPORT_BASE_FIELDS.map((f) => IMPORT_FIELD_HEADERS[f]), ...conversionNames];
  const rows: CsvCell[][] = list.map((a) => {
    const v = importValuesOf(a);
    const conversions = conversionNames.map((n): CsvCell => {
      const c = v.conversions[n];
      return c === undefined || c === null ? "" : typeof c === "number" ? c : String(c);
    });
    return [...IMPORT_BASE_FIELDS.map((f) => cellOf(v, f)), ...conversions];
  });
  const stamp = today.toISOString().slice(0, 10);
  if (format === "csv") {
    return {
      fileName: `assets-${stamp}.csv`,
      mimeType: "text/csv",
      base64: null,
      text: writeCsv(header, rows),
      count: rows.length,
    };
  }
  declareSheetJsStyleGlobals();
  const sheet = XLSX.utils.aoa_to_sheet([header, ...rows.map((r) => r.map((c) => (c === undefined ? null : c)))]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, "Assets");
  const bytes = XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer;
  return {
    fileName: `assets-${stamp}.xlsx`,
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    base64: bytes.toString("base64"),
    text: null,
    count: rows.length,
  };
}
