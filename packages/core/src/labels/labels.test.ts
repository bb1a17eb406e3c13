import { describe, expect, it } from "vitest";
import { parseQrPayload } from "./parseQrPayload";
import {
  clampSkip,
  PAPER_SIZES,
  PRINT_QR_SIZES,
  printLabelPositions,
  printPageCount,
  printSheetLayout,
} from "./printSheetLayout";
import { mobileAssetUrl, qrDownloadFileName, qrImageOptions } from "./qrImageOptions";

describe("print sheet layout (spec 02 §9)", () => {
  it("has the spec's sizes", () => {
    expect(PRINT_QR_SIZES).toEqual([0.5, 0.75, 1, 1.25, 1.5, 1.75, 2, 2.5, 3]);
    expect(PAPER_SIZES).toEqual({
      letter: { width: 8.5, height: 11 },
      a4: { width: 8.27, height: 11.69 },
      legal: { width: 8.5, height: 14 },
    });
  });
  it("defaults to 1 in on letter", () => {
    // letter: 8 in × 10.5 in printable; 1 in + 0.125 gap → 7 columns; the cell is the QR
    // and its code line (7.5 pt × 1.15 + 0.02 in = 0.14 in) → 8 rows.
    expect(printSheetLayout()).toEqual({
      qrSize: 1,
      paper: "letter",
      pageWidth: 8.5,
      pageHeight: 11,
      cellWidth: 1,
      codeHeight: 0.14,
      cellHeight: 1.14,
      columns: 7,
      rows: 8,
      perPage: 56,
    });
  });
  it.each([
    // [size, paper, names, columns, rows]
    [0.5, "letter", false, 13, 14],
    [0.75, "letter", false, 9, 10],
    [1, "letter", true, 7, 6],
    [1, "a4", false, 7, 8],
    [1, "legal", false, 7, 10],
    [1.25, "letter", false, 5, 6],
    [1.5, "letter", false, 5, 5],
    [1.75, "letter", false, 4, 5],
    [2, "letter", false, 3, 4],
    [2, "letter", true, 3, 4],
    [2.5, "a4", false, 3, 3],
    [2.5, "letter", false, 3, 3],
    [3, "letter", false, 2, 3],
    [3, "legal", true, 2, 3],
  ] as const)("%d in on %s (names %s) → %d × %d", (qrSize, paper, showNames, columns, rows) => {
    const layout = printSheetLayout({ qrSize, paper, showNames });
    expect([layout.columns, layout.rows, layout.perPage]).toEqual([columns, rows, columns * rows]);
  });
  it("fits a label exactly when the space allows", () => {
    // 3.875 in = 3 × 1.25 + 1 × 0.125 … letter width fits 6 × 1.2 + 5 gaps = 7.825 ≤ 8
    expect(printSheetLayout({ qrSize: 1.25 }).columns).toBe(5);
    // a size whose cells exactly fill the width: (8 + 0.125) / (1.5 + 0.125) = 5
    expect(printSheetLayout({ qrSize: 1.5 }).columns).toBe(5);
  });
  it("refuses a size that is not positive and fits nothing too large", () => {
    expect(() => printSheetLayout({ qrSize: 0 })).toThrow(RangeError);
    expect(() => printSheetLayout({ qrSize: Number.NaN })).toThrow(RangeError);
    expect(printSheetLayout({ qrSize: 20 })).toMatchObject({ columns: 0, rows: 0, perPage: 0 });
  });
  it.each([
    [0, 0, 0],
    [1, 0, 1],
    [56, 0, 1],
    [57, 0, 2],
    [53, 3, 1],
    [54, 3, 2],
    [10, 55, 2],
    [10, 500, 2],
    [10, -4, 1],
  ])("%d labels skipping %d use %d pages", (labels, skip, pages) => {
    expect(printPageCount(labels, printSheetLayout(), skip)).toBe(pages);
  });
  it("clamps the skip count", () => {
    expect(clampSkip(Number.NaN, { perPage: 63 })).toBe(0);
    expect(clampSkip(2.7, { perPage: 63 })).toBe(2);
    expect(clampSkip(5, { perPage: 0 })).toBe(0);
    expect(printPageCount(5, { perPage: 0 })).toBe(0);
  });
  it("places labels after the skipped ones", () => {
    const layout = printSheetLayout({ qrSize: 3, paper: "letter", showNames: false }); // 2 × 3
    expect(printLabelPositions(3, layout, 4).map((p) => [p.page, p.row, p.column])).toEqual([
      [0, 2, 0],
      [0, 2, 1],
      [1, 0, 0],
    ]);
    const [first] = printLabelPositions(1, layout, 3);
    expect(first).toMatchObject({ page: 0, row: 1, column: 1, x: 0.25 + 3.125 });
    // One cell (3 in + its 0.212 in code line) and one gap down.
    expect(first?.y).toBeCloseTo(0.25 + 3.212 + 0.125, 9);
    expect(printLabelPositions(-1, layout)).toEqual([]);
    expect(printLabelPositions(3, printSheetLayout({ qrSize: 20 }))).toEqual([]);
  });
});

describe("QR image options", () => {
  it.each([
    [undefined, 300],
    ["small", 150],
    ["medium", 250],
    ["large", 350],
  ] as const)("%s → width %d", (size, width) => {
    expect(qrImageOptions(size)).toEqual({
      width,
      margin: 2,
      errorCorrectionLevel: "M",
      color: { dark: "#000000", light: "#FFFFFF" },
    });
  });
  it("names downloads and builds the mobile URL", () => {
    expect(qrDownloadFileName("Drill #4")).toBe("Drill #4-qr.png");
    expect(qrDownloadFileName("a/b:c")).toBe("a_b_c-qr.png");
    expect(qrDownloadFileName("  ")).toBe("asset-qr.png");
    expect(mobileAssetUrl("https://stock.example/", "abc 1")).toBe("https://stock.example/mobile/asset/abc%201");
  });
});

const b64 = (value: unknown) => btoa(JSON.stringify(value));
const utf8Base64Url = (value: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
const uuid = "3f2a9c1e-7b4d-4e8a-9f10-2c3d4e5f6a7b";

describe("parseQrPayload", () => {
  it.each([
    [`https://stock.example/mobile/asset/${uuid}`, { by: "id", assetId: uuid, source: "mobile_url" }],
    [`https://stock.example/mobile/asset/${uuid}?fromMobileQR=true`, { by: "id", assetId: uuid, source: "mobile_url" }],
    ["/mobile/asset/abc%20def", { by: "id", assetId: "abc def", source: "mobile_url" }],
    ["/mobile/asset/%E0%A4%A", { by: "id", assetId: "%E0%A4%A", source: "mobile_url" }],
    ["/mobile-test/asset/x1", { by: "id", assetId: "x1", source: "mobile_url" }],
    [b64({ assetId: "a-1", barcode: "B" }), { by: "id", assetId: "a-1", source: "json" }],
    [b64({ barcode: " QR-0001 " }), { by: "barcode", barcode: "QR-0001", source: "json" }],
    [btoa(JSON.stringify({ barcode: "ü" })).replace(/=+$/, ""), { by: "barcode", barcode: "ü", source: "json" }],
    [utf8Base64Url({ barcode: "Füße-€" }), { by: "barcode", barcode: "Füße-€", source: "json" }],
    ['{"assetId":"a-2"}', { by: "id", assetId: "a-2", source: "json" }],
    ['{"other":1}', { by: "code", code: '{"other":1}', source: "value" }],
    ["{broken", { by: "code", code: "{broken", source: "value" }],
    [b64({ assetId: "" }), { by: "code", code: b64({ assetId: "" }), source: "value" }],
    [b64([1, 2]), { by: "code", code: b64([1, 2]), source: "value" }],
    [btoa("{not json"), { by: "code", code: btoa("{not json"), source: "value" }],
    [b64(null), { by: "code", code: b64(null), source: "value" }],
    [`  ${uuid.toUpperCase()} `, { by: "id", assetId: uuid.toUpperCase(), source: "uuid" }],
    ["PAINT-0042", { by: "code", code: "PAINT-0042", source: "value" }],
    ["QR1234", { by: "code", code: "QR1234", source: "value" }],
    ["abcde", { by: "code", code: "abcde", source: "value" }],
    ["/w==", { by: "code", code: "/w==", source: "value" }],
    ["https://stock.example/qr/PAINT-0042", { by: "code", code: "PAINT-0042", source: "qr_url" }],
    [`/assets/scan/${encodeURIComponent(b64({ barcode: "B-7" }))}`, { by: "barcode", barcode: "B-7", source: "json" }],
    ["not/qr/path", { by: "code", code: "not/qr/path", source: "value" }],
  ])("%s", (raw, lookup) => {
    expect(parseQrPayload(raw)).toEqual(lookup);
  });
  it.each([null, undefined, "", "   "])("%j is no QR code", (raw) => {
    expect(parseQrPayload(raw)).toBeNull();
  });
});

describe("decodeBase64Text", () => {
  it("refuses what is not base64", async () => {
    const { decodeBase64Text } = await import("./parseQrPayload");
    expect(decodeBase64Text("a b")).toBeNull();
    expect(decodeBase64Text("abcde")).toBeNull();
    expect(decodeBase64Text("aGk")).toBe("hi");
    expect(decodeBase64Text("a=")).toBeNull();
    expect(parseQrPayload("a=")).toEqual({ by: "code", code: "a=", source: "value" });
  });
});

describe("parseQrPayload never throws", () => {
  it("on any text", async () => {
    const fc = (await import("fast-check")).default;
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.base64String(),
          fc.webUrl(),
          fc.json().map((j) => btoa(j)),
        ),
        (raw) => {
          const result = parseQrPayload(raw);
          expect(result === null || typeof result.by === "string").toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
