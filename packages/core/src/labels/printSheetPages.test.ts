import { describe, expect, it } from "vitest";
import { PAPER_SIZES, PRINT_GAP, PRINT_PAGE_MARGIN, printSheetLayout, printSheetPages } from "./printSheetLayout";

describe("print sheet pages (spec 02 §9)", () => {
  it.each([
    // Every label has its code line under the QR (issue 20), names 0.3 in more.
    ["letter", 1, false, 7 * 8],
    ["a4", 1, false, 7 * 8],
    ["legal", 1, false, 7 * 10],
    ["letter", 0.5, true, 13 * 10],
    ["a4", 3, true, 2 * 3],
  ] as const)(
    "%s at %d in (names %s) holds %d labels a page, all inside the margins",
    (paper, qrSize, showNames, perPage) => {
      const layout = printSheetLayout({ paper, qrSize, showNames });
      expect(layout.perPage).toBe(perPage);
      const pages = printSheetPages(
        Array.from({ length: perPage * 2 + 1 }, (_, i) => i),
        layout,
      );
      expect(pages.map((p) => p.labels.length)).toEqual([perPage, perPage, 1]);
      const { width, height } = PAPER_SIZES[paper];
      for (const { labels } of pages) {
        for (const label of labels) {
          expect(label.x).toBeGreaterThanOrEqual(PRINT_PAGE_MARGIN);
          expect(label.y).toBeGreaterThanOrEqual(PRINT_PAGE_MARGIN);
          expect(label.x + layout.cellWidth).toBeLessThanOrEqual(width - PRINT_PAGE_MARGIN + 1e-9);
          expect(label.y + layout.cellHeight).toBeLessThanOrEqual(height - PRINT_PAGE_MARGIN + 1e-9);
        }
        // Neighbours are one cell and one 0.125 in gap apart.
        const [first, second] = labels;
        if (first && second && second.row === first.row) {
          expect(second.x - first.x).toBeCloseTo(layout.cellWidth + PRINT_GAP, 9);
        }
      }
      expect(pages[2]?.labels[0]).toMatchObject({ page: 2, row: 0, column: 0, item: perPage * 2 });
    },
  );

  it("skips used labels on the first sheet only", () => {
    const layout = printSheetLayout({ qrSize: 3, paper: "letter", showNames: false }); // 2 × 3
    const pages = printSheetPages(["a", "b", "c"], layout, 5);
    expect(pages.map((p) => p.labels.map((l) => [l.item, l.row, l.column]))).toEqual([
      [["a", 2, 1]],
      [
        ["b", 0, 0],
        ["c", 0, 1],
      ],
    ]);
    expect(printSheetPages([], layout)).toEqual([]);
  });
});
