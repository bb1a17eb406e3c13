import { Readable } from "node:stream";
import { IMPORT_MAX_COLUMNS } from "@stockroom/core";
import Papa from "papaparse";
import XLSX from "sheetjs-style";
import { DomainError } from "../../errors";

export const EMPTY_FILE_MESSAGE = "The file is empty.";
export const HEADERS_ONLY_MESSAGE = "The file has a header row but no rows to import.";
export const NOT_A_SPREADSHEET_MESSAGE =
  "This file is neither a CSV file nor an Excel workbook. Save it as CSV (.csv) or Excel (.xlsx) and upload it again.";
export const UNREADABLE_WORKBOOK_MESSAGE = "The Excel workbook could not be read. Save it again in Excel as .xlsx.";
export function tooManyColumnsMessage(count: number): string {
  return `The file has ${count} columns; at most ${IMPORT_MAX_COLUMNS} columns can be imported.`;
}
export function mergedCellsMessage(ranges: string): string {
  return `The sheet has merged cells (${ranges}). Unmerge them so every row has its own values, then upload again.`;
}
export function formulaWithoutValueMessage(cell: string): string {
  return `Cell ${cell} holds a formula without a saved value. Open the file in Excel, save it, and upload it again.`;
}
export function unknownSheetMessage(sheet: string): string {
  return `The workbook has no sheet named "${sheet}".`;
}

export interface ImportFile {
  format: "csv" | "xlsx";
  /** CSV: utf-8 or windows-1252; XLSX: null. */
  encoding: string | null;
  /** CSV: the delimiter found; XLSX: null. */
  delimiter: string | null;
  sheets: string[];
  sheet: string | null;
  headers: string[];
  /** The data rows after the header, one array of cell texts each, read lazily. */
  rows(): AsyncGenerator<string[]>;
}

const PK_ZIP = [0x50, 0x4b, 0x03, 0x04];
const CFB = [0xd0, 0xcf, 0x11, 0xe0];
const startsWith = (data: Buffer, bytes: number[]) => bytes.every((b, i) => data[i] === b);

/** Text files have no NUL bytes and few control characters in their first 8 KB. */
function looksBinary(data: Buffer): boolean {
  const head = data.subarray(0, 8192);
  let control = 0;
  for (const byte of head) {
    if (byte === 0) return true;
    if (byte < 9 || (byte > 13 && byte < 32)) control++;
  }
  return control > head.length / 100;
}

/** UTF-8 (with or without BOM) when the bytes are valid UTF-8, else Windows-1252. */
export function decodeText(data: Buffer): { text: string; encoding: string } {
  const body = startsWith(data, [0xef, 0xbb, 0xbf]) ? data.subarray(3) : data;
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(body), encoding: "utf-8" };
  } catch {
    return { text: new TextDecoder("windows-1252").decode(body), encoding: "windows-1252" };
  }
}

/**
 * Opens an uploaded spreadsheet: an XLSX/XLS workbook (sheetjs, first sheet or the one
 * named) or a CSV (papaparse, delimiter detected, UTF-8 with or without BOM, else
 * Windows-1252). The rows are read lazily, one at a time, so a file of 100k rows is never
 * held as parsed objects; a bad file is refused here with a message.
 */
export async function openImportFile(data: Buffer, sheet?: string | null): Promise<ImportFile> {
  if (data.length === 0) throw new DomainError("BAD_REQUEST", EMPTY_FILE_MESSAGE);
  if (startsWith(data, PK_ZIP) || startsWith(data, CFB)) return openWorkbook(data, sheet ?? null);
  if (looksBinary(data)) throw new DomainError("BAD_REQUEST", NOT_A_SPREADSHEET_MESSAGE);
  return openCsv(data);
}

async function openCsv(data: Buffer): Promise<ImportFile> {
  const { text, encoding } = decodeText(data);
  if (text.trim() === "") throw new DomainError("BAD_REQUEST", EMPTY_FILE_MESSAGE);
  // The delimiter papaparse guesses from the first lines (comma, semicolon, tab, pipe).
  const guess = Papa.parse<string[]>(text.slice(0, 64 * 1024), { preview: 20, delimiter: "" });
  const delimiter = guess.meta.delimiter || ",";
  const parse = () => {
    const parser = Papa.parse(Papa.NODE_STREAM_INPUT, {
      delimiter,
      skipEmptyLines: "greedy",
    }) as NodeJS.ReadWriteStream;
    Readable.from(chunksOf(text)).pipe(parser);
    return parser as unknown as AsyncIterable<string[]>;
  };
  let headers: string[] | null = null;
  for await (const row of parse()) {
    headers = row;
    break;
  }
  if (!headers) throw new DomainError("BAD_REQUEST", EMPTY_FILE_MESSAGE);
  if (headers.length > IMPORT_MAX_COLUMNS) throw new DomainError("BAD_REQUEST", tooManyColumnsMessage(headers.length));
  const named = headerNames(headers);
  return {
    format: "csv",
    encoding,
    delimiter,
    sheets: [],
    sheet: null,
    headers: named,
    async *rows() {
      let first = true;
      for await (const row of parse()) {
        if (first) {
          first = false;
          continue;
        }
        yield row;
      }
    },
  };
}

function* chunksOf(text: string): Generator<string> {
  const size = 1024 * 1024;
  for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size);
}

function headerNames(row: readonly string[]): string[] {
  return row.map((h, i) => h.trim() || `Column ${i + 1}`);
}

function isoDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

async function openWorkbook(data: Buffer, sheetName: string | null): Promise<ImportFile> {
  let book: XLSX.WorkBook;
  try {
    book = XLSX.read(data, { type: "buffer", cellDates: true, cellFormula: true, cellHTML: false, cellStyles: false });
  } catch {
    throw new DomainError("BAD_REQUEST", UNREADABLE_WORKBOOK_MESSAGE);
  }
  const name = sheetName ?? book.SheetNames[0];
  if (!name) throw new DomainError("BAD_REQUEST", EMPTY_FILE_MESSAGE);
  const sheet = book.Sheets[name];
  if (!sheet) throw new DomainError("BAD_REQUEST", unknownSheetMessage(name));
  const ref = sheet["!ref"];
  if (!ref) throw new DomainError("BAD_REQUEST", EMPTY_FILE_MESSAGE);
  const range = XLSX.utils.decode_range(ref);
  const width = range.e.c - range.s.c + 1;
  if (width > IMPORT_MAX_COLUMNS) throw new DomainError("BAD_REQUEST", tooManyColumnsMessage(width));
  const merges = sheet["!merges"] ?? [];
  if (merges.length > 0) {
    const listed = merges.slice(0, 3).map((m) => XLSX.utils.encode_range(m));
    throw new DomainError("BAD_REQUEST", mergedCellsMessage(listed.join(", ") + (merges.length > 3 ? ", …" : "")));
  }
  const readRow = (r: number): string[] => {
    const row: string[] = [];
    for (let c = range.s.c; c <= range.e.c; c++) {
      const address = XLSX.utils.encode_cell({ r, c });
      const cell = sheet[address] as XLSX.CellObject | undefined;
      if (!cell || cell.t === "z" || cell.t === "e") {
        if (cell?.f && cell.v === undefined) {
          throw new DomainError("BAD_REQUEST", formulaWithoutValueMessage(address));
        }
        row.push("");
      } else if (cell.v === undefined) {
        if (cell.f) throw new DomainError("BAD_REQUEST", formulaWithoutValueMessage(address));
        row.push("");
      } else if (cell.v instanceof Date) row.push(isoDay(cell.v));
      else row.push(String(cell.v));
    }
    return row;
  };
  let headerRow = range.s.r;
  while (headerRow <= range.e.r && readRow(headerRow).every((c) => c.trim() === "")) headerRow++;
  if (headerRow > range.e.r) throw new DomainError("BAD_REQUEST", EMPTY_FILE_MESSAGE);
  const headers = headerNames(readRow(headerRow));
  return {
    format: "xlsx",
    encoding: null,
    delimiter: null,
    sheets: [...book.SheetNames],
    sheet: name,
    headers,
    async *rows() {
      for (let r = headerRow + 1; r <= range.e.r; r++) {
        const row = readRow(r);
        if (row.some((c) => c.trim() !== "")) yield row;
      }
    },
  };
}

/** An Excel date serial (days since 1899-12-30) as YYYY-MM-DD, or null when it is not one. */
export function excelSerialDate(text: string): string | null {
  if (!/^[0-9]{1,6}(\.[0-9]+)?$/.test(text.trim())) return null;
  const parsed = XLSX.SSF.parse_date_code(Number(text));
  if (!parsed || parsed.y < 1900) return null;
  return `${String(parsed.y).padStart(4, "0")}-${String(parsed.m).padStart(2, "0")}-${String(parsed.d).padStart(2, "0")}`;
}
