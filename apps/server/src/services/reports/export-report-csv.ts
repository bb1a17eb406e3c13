import {
  buildReportSheet,
  FIXED_REPORT_COLUMNS,
  isColorColumn,
  type Language,
  type LastMonthTotal,
  lastMonthTotal,
  monthKey,
  REPORT_MAX_PAGE_SIZE,
  REPORT_PAGE_MAX_BYTES,
  type ReportExportInput,
  type ReportSheetRow,
  reportDateRange,
} from "@stockroom/core";
import { csvLine, writeCsv } from "@stockroom/core/csv/writeCsv";
import type { Database, DbOrTx } from "@stockroom/db";
import { PgDialect } from "drizzle-orm/pg-core";
import type postgres from "postgres";
import { DomainError } from "../../errors";
import { loadOrgTimeZone } from "../queries";
import { cursorBatches } from "./cursor-batches";
import { answersByColumn, loadReportForms, type ReportForm } from "./form-fields";
import { generateReportPage, type ReportPage } from "./generate-report-page";
import { type ReportExportRow, reportExportStatement } from "./report-export-statement";

/**
 * Rows the export reads from its cursor at a time, at most (and two more batches ahead). The
 * first batch is small (the first bytes leave soon); every next one holds about
 * REPORT_PAGE_MAX_BYTES of stored answers, as a screen's page does (issue 21 §6), so a report
 * over large submissions holds a few MB, not 1,000 × 512 KB.
 */
export const REPORT_EXPORT_BATCH_ROWS = 1000;
const FIRST_BATCH_ROWS = 16;

const FIXED_COLUMN_IDS: ReadonlySet<string> = new Set(FIXED_REPORT_COLUMNS.map((c) => c.id));
const dialect = new PgDialect();

interface ExportContext {
  db: Database;
  orgId: string;
  now?: Date;
  /** The header's language (the requester's). */
  language?: Language;
  /** Rows per cursor batch (tests use small batches to stop mid-stream). */
  batchRows?: number;
}

/**
 * A whole report as CSV text, a part at a time (issue 23 "Reports"). The first part starts
 * with a byte order mark (spreadsheet programs then read UTF-8) and the header in the
 * requester's language; every cell goes through the product's one CSV writer's rule
 * (`csvLine`: quoting, and formula cells kept as text).
 *
 * Latest and comparison modes run one statement for the whole report
 * (`reportExportStatement`) read through a cursor, a batch at a time, the next batch
 * computed by PostgreSQL while this one is written; each row becomes its cells with core's
 * sheet builder (the same cells as the screen's pages). History mode (one asset's
 * submissions) walks the screen's cursor pages.
 */
export async function* reportCsvParts(
  { db, orgId, now = new Date(), language = "en", batchRows = REPORT_EXPORT_BATCH_ROWS }: ExportContext,
  input: ReportExportInput,
): AsyncGenerator<string, void, undefined> {
  const { columns, ...filters } = input;
  const batches =
    filters.viewMode === "history"
      ? historyBatches({ db, orgId, now }, input)
      : statementBatches({ db, orgId, now, batchRows }, input);
  let first = true;
  for await (const batch of batches) {
    const sheet = buildReportSheet(columns, batch.rows, filters.viewMode, batch.timeZone, language);
    // The one CSV writer's cells a line at a time (`csvLine` is `writeCsv`'s cell rule without
    // papaparse's per-cell overhead; core's tests hold the two equal): the same bytes as
    // `writeCsv(header, rows)` over the whole report, with no empty line after the header.
    let text = first ? `\uFEFF${csvLine(sheet.header)}` : "";
    for (const row of sheet.rows) text += `\r\n${csvLine(row)}`;
    first = false;
    if (text) yield text;
  }
  // A report without rows (the cursor hands over no batch) is its header, as papaparse
  // writes a header alone (with a line break after it), as the export always wrote it.
  if (first) yield `\uFEFF${writeCsv(buildReportSheet(columns, [], filters.viewMode, "UTC", language).header, [])}`;
}

interface SheetBatch {
  rows: ReportSheetRow[];
  timeZone: string;
}

/** Latest and comparison modes: one statement, its rows a batch at a time from a cursor. */
async function* statementBatches(
  { db, orgId, now, batchRows }: { db: Database; orgId: string; now: Date; batchRows: number },
  input: ReportExportInput,
): AsyncGenerator<SheetBatch, void, undefined> {
  const { columns, ...filters } = input;
  const timeZone = await loadOrgTimeZone(db, orgId);
  const range = reportRange(filters, now, timeZone);
  const selected = columns.filter((c) => c.selected && !isColorColumn(c));
  const statement = reportExportStatement({
    orgId,
    input: { ...filters, cursor: null, page: null, pageSize: REPORT_MAX_PAGE_SIZE },
    start: range.start.toISOString(),
    end: range.end.toISOString(),
    timeZone,
    thisMonth: monthKey(now, timeZone),
    answers: selected.some((c) => !FIXED_COLUMN_IDS.has(c.id)),
    lastMonth: selected.some((c) => c.id === "last_month_total"),
  });
  const { sql: text, params } = dialect.sqlToQuery(statement);
  const client = postgresClient(db);
  const comparison = filters.viewMode === "comparison";
  const forms = new Map<string, ReportForm | undefined>();
  // The last-month total of the (asset, month) the previous row was in: the statement reads
  // its inputs on the first row of each (asset, month) only, and rows of one come together.
  let total: LastMonthTotal | null = null;
  const nextSize = (rows: ReportExportRow[]) => {
    let bytes = 0;
    for (const r of rows) bytes += r.bytes;
    return Math.max(1, Math.min(batchRows, Math.floor(REPORT_PAGE_MAX_BYTES / Math.max(1, bytes / rows.length))));
  };
  for await (const rows of cursorBatches<ReportExportRow>(
    client.unsafe(text, params as never[]),
    client.CLOSE,
    Math.min(FIRST_BATCH_ROWS, batchRows),
    { nextSize },
  )) {
    // The forms behind this batch's answers that no earlier batch needed (usually none).
    const missing = new Set<string>();
    for (const r of rows) {
      for (const id of [r.form_id, r.previous_form_id, r.prev_form_id])
        if (id !== null && !forms.has(id)) missing.add(id);
    }
    if (missing.size > 0) {
      const loaded = await loadReportForms(db, orgId, [...missing]);
      for (const id of missing) forms.set(id, loaded.get(id));
    }
    const out: ReportSheetRow[] = [];
    for (const r of rows) {
      if (r.new_month || total === null) {
        const prevForm = r.prev_form_id ? forms.get(r.prev_form_id) : undefined;
        total = lastMonthTotal({
          previousMonthSubmission: r.prev_data
            ? { submission_data: r.prev_data, fields: prevForm?.fields ?? [] }
            : null,
          previousMonthHistory: r.prev_quantity == null ? null : { quantity: r.prev_quantity },
          currentMonthFirstRecord: r.first_quantity == null ? null : { quantity: r.first_quantity },
        });
      }
      out.push({
        assetName: r.name,
        assetType: r.type_name,
        submissionDate: r.created_at,
        values: r.form_id === null ? {} : answersByColumn(r.data, forms.get(r.form_id)),
        previousValues:
          comparison && r.previous_data
            ? answersByColumn(r.previous_data, r.previous_form_id ? forms.get(r.previous_form_id) : undefined)
            : null,
        lastMonthTotal: total,
      });
    }
    yield { rows: out, timeZone };
  }
}

/** History mode: one asset's submissions, the screen's cursor pages, the next read while this one is written. */
async function* historyBatches(
  { db, orgId, now }: { db: DbOrTx; orgId: string; now: Date },
  input: ReportExportInput,
): AsyncGenerator<SheetBatch, void, undefined> {
  const { columns: _columns, ...filters } = input;
  const read = (cursor: ReportPage["nextCursor"]) => {
    const page = generateReportPage(
      { db, orgId, now },
      { ...filters, cursor, page: null, pageSize: REPORT_MAX_PAGE_SIZE },
    );
    // A page read ahead and never awaited (the client left) must not end as an unhandled rejection.
    page.catch(() => {});
    return page;
  };
  let next: Promise<ReportPage> | null = read(null);
  while (next) {
    const page: ReportPage = await next;
    next = page.nextCursor ? read(page.nextCursor) : null;
    yield { rows: page.rows, timeZone: page.timeZone };
  }
}

/** drizzle's `db.$client`, the postgres.js client under it (the Database type leaves it out). */
function postgresClient(db: Database): postgres.Sql {
  const client = (db as { $client?: postgres.Sql }).$client;
  if (!client) throw new Error("The report export reads through the database's own client.");
  return client;
}

/** The report's range in the organization's zone; a range the rules refuse is the user's error. */
function reportRange(filters: Omit<ReportExportInput, "columns">, now: Date, timeZone: string) {
  try {
    return reportDateRange(
      filters.dateRangeType,
      now,
      { start: filters.customStartDate ?? null, end: filters.customEndDate ?? null },
      timeZone,
    );
  } catch (err) {
    throw new DomainError("BAD_REQUEST", err instanceof Error ? err.message : String(err));
  }
}
