import { type SnapshotRow, snapshotCsvRows, snapshotExportFileName } from "@stockroom/core";
import Papa from "papaparse";

/**
 * The export file: core's rows (Month, Asset Name, Quantity, Status, Location, Price,
 * Currency, Date) written by papaparse, which quotes commas, quotes and line breaks.
 */
export function snapshotCsv(rows: readonly SnapshotRow[]): string {
  return Papa.unparse(snapshotCsvRows(rows), { quotes: false, newline: "\r\n" });
}

export function downloadSnapshotCsv(rows: readonly SnapshotRow[], now = new Date()): string {
  const fileName = snapshotExportFileName(now);
  // A byte order mark so spreadsheet programs read the names as UTF-8.
  const url = URL.createObjectURL(new Blob([`\uFEFF${snapshotCsv(rows)}`], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.style.display = "none";
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return fileName;
}
