import { type SnapshotRow, snapshotCsvRows, snapshotExportFileName } from "@stockroom/core";
import { writeCsv } from "@stockroom/core/csv/writeCsv";
import { downloadText } from "../../../lib/download";

/**
 * The export file: core's rows (Month, Asset Name, Quantity, Status, Location, Price,
 * Currency, Date) written by the product's one CSV writer (quotes, line breaks, formula cells).
 */
export function snapshotCsv(rows: readonly SnapshotRow[]): string {
  const [header = [], ...body] = snapshotCsvRows(rows);
  return writeCsv(header.map(String), body);
}

export function downloadSnapshotCsv(rows: readonly SnapshotRow[], now = new Date()): string {
  const fileName = snapshotExportFileName(now);
  downloadText(fileName, snapshotCsv(rows), "text/csv;charset=utf-8", { bom: true });
  return fileName;
}
