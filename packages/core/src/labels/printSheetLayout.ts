import { labelCodeHeight } from "./labelCode";

/** Spec 02 §9 print sheet, all in inches. */
export const PRINT_QR_SIZES = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2, 2.5, 3] as const;
export type PrintQrSize = (typeof PRINT_QR_SIZES)[number];
export const DEFAULT_PRINT_QR_SIZE = 1 satisfies PrintQrSize;

export const PAPER_SIZES = {
  letter: { width: 8.5, height: 11 },
  a4: { width: 8.27, height: 11.69 },
  legal: { width: 8.5, height: 14 },
} as const;
export type PaperSize = keyof typeof PAPER_SIZES;
export const DEFAULT_PAPER_SIZE = "letter" satisfies PaperSize;

export const PRINT_PAGE_MARGIN = 0.25;
export const PRINT_GAP = 0.125;
export const PRINT_NAME_HEIGHT = 0.3;

export interface PrintSheetOptions {
  qrSize?: number;
  paper?: PaperSize;
  showNames?: boolean;
}
export interface PrintSheetLayout {
  qrSize: number;
  paper: PaperSize;
  pageWidth: number;
  pageHeight: number;
  cellWidth: number;
  /** The line under the QR that carries the label's code (issue 20), at every size. */
  codeHeight: number;
  /** QR size plus the code line, plus 0.3 in when names are shown. */
  cellHeight: number;
  columns: number;
  rows: number;
  /** floor(rows × columns) */
  perPage: number;
}

/**
 * Columns and rows of labels on a sheet: the printable area is the page less a 0.25 in
 * margin on each side; n labels take n sizes and n − 1 gaps of 0.125 in, so
 * columns = floor((printable width + gap) / (size + gap)), rows likewise with the code
 * line (issue 20: every label prints its code) and the name height added. Throws a RangeError for a size that is not positive.
 */
export function printSheetLayout(options: PrintSheetOptions = {}): PrintSheetLayout {
  const qrSize = options.qrSize ?? DEFAULT_PRINT_QR_SIZE;
  const paper = options.paper ?? DEFAULT_PAPER_SIZE;
  if (!(qrSize > 0)) throw new RangeError("The QR size must be positive");
  const { width: pageWidth, height: pageHeight } = PAPER_SIZES[paper];
  const cellWidth = qrSize;
  const codeHeight = labelCodeHeight(qrSize);
  // Rounded to a millionth of an inch, so that 1 + 0.14 is 1.14 and not its binary neighbour.
  const cellHeight = Math.round((qrSize + codeHeight + (options.showNames ? PRINT_NAME_HEIGHT : 0)) * 1e6) / 1e6;
  // Rounded to 1e-9 so that sizes that fit exactly are not lost to binary fractions.
  const fit = (space: number, cell: number) =>
    Math.max(0, Math.floor(Math.round(((space - 2 * PRINT_PAGE_MARGIN + PRINT_GAP) / (cell + PRINT_GAP)) * 1e9) / 1e9));
  const columns = fit(pageWidth, cellWidth);
  const rows = fit(pageHeight, cellHeight);
  return {
    qrSize,
    paper,
    pageWidth,
    pageHeight,
    cellWidth,
    codeHeight,
    cellHeight,
    columns,
    rows,
    perPage: Math.floor(rows * columns),
  };
}

/** Used labels to skip on the first sheet, kept between 0 and one less than a page. */
export function clampSkip(skip: number, layout: Pick<PrintSheetLayout, "perPage">): number {
  if (!Number.isFinite(skip) || layout.perPage === 0) return 0;
  return Math.min(Math.max(0, Math.floor(skip)), layout.perPage - 1);
}

/** Pages needed for `labelCount` labels after skipping `skip` used labels on the first sheet. */
export function printPageCount(labelCount: number, layout: Pick<PrintSheetLayout, "perPage">, skip = 0): number {
  if (labelCount <= 0 || layout.perPage === 0) return 0;
  return Math.ceil((labelCount + clampSkip(skip, layout)) / layout.perPage);
}

export interface LabelPosition {
  /** 0-based page */
  page: number;
  row: number;
  column: number;
  /** Top-left corner in inches from the page's top-left corner. */
  x: number;
  y: number;
}

/** Where each of `labelCount` labels goes, filling rows left to right after the skipped ones. */
export function printLabelPositions(labelCount: number, layout: PrintSheetLayout, skip = 0): LabelPosition[] {
  if (layout.perPage === 0) return [];
  const first = clampSkip(skip, layout);
  return Array.from({ length: Math.max(0, labelCount) }, (_, i) => {
    const slot = first + i;
    const page = Math.floor(slot / layout.perPage);
    const onPage = slot % layout.perPage;
    const row = Math.floor(onPage / layout.columns);
    const column = onPage % layout.columns;
    return {
      page,
      row,
      column,
      x: PRINT_PAGE_MARGIN + column * (layout.cellWidth + PRINT_GAP),
      y: PRINT_PAGE_MARGIN + row * (layout.cellHeight + PRINT_GAP),
    };
  });
}

export interface PrintSheetPage<T> {
  /** 0-based page */
  page: number;
  labels: (LabelPosition & { item: T })[];
}

/**
 * The pages of a print sheet: each item at its position (after `skip` used labels on the
 * first sheet), grouped by page. A page holds at most `layout.perPage` labels; no page
 * is empty.
 */
export function printSheetPages<T>(items: readonly T[], layout: PrintSheetLayout, skip = 0): PrintSheetPage<T>[] {
  const pages: PrintSheetPage<T>[] = [];
  printLabelPositions(items.length, layout, skip).forEach((position, i) => {
    const page = pages[pages.length - 1]?.page === position.page ? pages[pages.length - 1] : undefined;
    const label = { ...position, item: items[i] as T };
    if (page) page.labels.push(label);
    else pages.push({ page: position.page, labels: [label] });
  });
  return pages;
}
