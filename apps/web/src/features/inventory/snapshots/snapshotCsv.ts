import { type SnapshotRow, snapshotCsvRows, snapshotExportFileName } from "@stockroom/core";
import Papa from "papaparse";
import { downloadText } from "../../../lib/download";

/**
 * The export file: core's rows (Month, Asset Name, Quantity, Status, Location, Price,
 * Currency, Date) written by papaparse, which quotes commas, quotes and line breaks.
 */
export function snapshotCsv(rows: readonly SnapshotRow[]): string {
  return Papa.unparse(snapshotCsvRows(rows), { quotes: false, newline: "\r\n" });
}

export function downloadSnapshotCsv(rows: readonly SnapshotRow[], now = new Date()): string {
  const fileName = snapshotExportFileName(now);
  downloadText(fileName, snapshotCsv(rows), "text/csv;charset=utf-8", { bom: true });
  return fileName;
}
