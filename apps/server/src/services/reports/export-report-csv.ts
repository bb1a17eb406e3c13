import { buildReportSheet, type Language, REPORT_MAX_PAGE_SIZE, type ReportExportInput } from "@stockroom/core";
import { writeCsv } from "@stockroom/core/csv/writeCsv";
import type { DbOrTx } from "@stockroom/db";
import { generateReportPage, type ReportPage } from "./generate-report-page";

/**
 * A whole report as CSV text, a page at a time (issue 23 "Reports"): the rows of each
 * cursor page (REPORT_MAX_PAGE_SIZE assets, the page readers and byte budget the screen
 * uses) become CSV through the product's one CSV writer and are dropped before the next
 * page is turned into text, so the server holds one page however long the report. The
 * next page is read from the database while this one is written (one core each). The
 * first part starts with a byte order mark, so spreadsheet programs read UTF-8.
 */
export async function* reportCsvParts(
  {
    db,
    orgId,
    now = new Date(),
    language = "en",
  }: { db: DbOrTx; orgId: string; now?: Date /** The header's language (the requester's). */; language?: Language },
  input: ReportExportInput,
): AsyncGenerator<string, void, undefined> {
  const { columns, ...filters } = input;
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
  let first = true;
  while (next) {
    const page: ReportPage = await next;
    next = page.nextCursor ? read(page.nextCursor) : null;
    const sheet = buildReportSheet(columns, page.rows, filters.viewMode, page.timeZone, language);
    if (first) {
      // The header with the first page's rows in one call: papaparse ends a header written
      // alone with a line break, which left an empty second line in the file.
      first = false;
      yield `\uFEFF${writeCsv(sheet.header, sheet.rows)}`;
    } else if (sheet.rows.length > 0) yield `\r\n${writeCsv(sheet.header, sheet.rows, false)}`;
  }
}
