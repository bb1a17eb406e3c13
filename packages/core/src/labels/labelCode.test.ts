import { describe, expect, it } from "vitest";
import {
  formatLabelCode,
  LABEL_CODE_MIN_PT,
  LABEL_NAME_LINES,
  LABEL_NAME_MIN_PT,
  labelCodeFontPt,
  labelCodeHeight,
  labelCodeMaxPt,
  labelCodeText,
  labelNameFontPt,
  labelNameMaxPt,
  normalizeTypedBarcode,
  parseLabelCode,
} from "./labelCode";
import { PRINT_NAME_HEIGHT, PRINT_QR_SIZES } from "./printSheetLayout";

describe("label short codes (issue 20)", () => {
  it.each([
    [1, "0001"],
    [31, "000Z"],
    [32, "0010"],
    [1000, "00Z8"],
    [32 ** 4 - 1, "ZZZZ"],
    [32 ** 4, "10000"],
  ])("%d is written %s", (n, code) => {
    expect(formatLabelCode(n)).toBe(code);
    expect(parseLabelCode(code)).toBe(n);
  });
  it("round-trips every number of a range", () => {
    for (let n = 1; n < 5000; n += 7) expect(parseLabelCode(formatLabelCode(n))).toBe(n);
  });
  it("uses no I, L, O or U", () => {
    const written = Array.from({ length: 2000 }, (_, i) => formatLabelCode(i * 523 + 1)).join("");
    expect(written).not.toMatch(/[ILOU]/);
  });
  it.each([
    ["00z8", 1000],
    ["  00Z8 ", 1000],
    ["OOZ8", 1000],
    ["ooz8", 1000],
    ["00-Z8", 1000],
    ["00 Z8", 1000],
    ["I", 1],
    ["l", 1],
    ["000L", 1],
    ["1", 1],
  ])("reads %j as %d (case, spaces, hyphens and look-alikes forgiven)", (typed, n) => {
    expect(parseLabelCode(typed)).toBe(n);
  });
  it.each(["", "   ", "0000", "U123", "AB#1", "PNT-000042", "1234567", "Ä1"])("%j is not a short code", (typed) => {
    expect(parseLabelCode(typed)).toBeNull();
  });
  it("refuses numbers that have no code", () => {
    expect(() => formatLabelCode(0)).toThrow(RangeError);
    expect(() => formatLabelCode(1.5)).toThrow(RangeError);
    expect(() => formatLabelCode(Number.NaN)).toThrow(RangeError);
  });
  it("folds typed barcodes for matching", () => {
    expect(normalizeTypedBarcode("  pnt000042 ")).toBe("PNT000042");
  });
});

describe("what a label prints under its QR", () => {
  const own = { barcode: "PNT000042", barcodeShared: false, labelNumber: 1000 };
  it("prints the barcode when no other asset has it", () => {
    for (const size of PRINT_QR_SIZES) expect(labelCodeText(own, size)).toBe("PNT000042");
  });
  it("prints the short code when the asset has no barcode", () => {
    expect(labelCodeText({ ...own, barcode: null }, 1)).toBe("00Z8");
    expect(labelCodeText({ ...own, barcode: "   " }, 1)).toBe("00Z8");
  });
  it("prints the short code when another asset shares the barcode, so it never opens the wrong one", () => {
    for (const size of PRINT_QR_SIZES) expect(labelCodeText({ ...own, barcodeShared: true }, size)).toBe("00Z8");
  });
  it("prints the short code when the barcode would not fit the label legibly", () => {
    const long = { ...own, barcode: "WAREHOUSE1000042" };
    expect(labelCodeText(long, 0.5)).toBe("00Z8");
    expect(labelCodeText(long, 2)).toBe("WAREHOUSE1000042");
  });
  it("sizes the code to the label, never below the legible minimum", () => {
    for (const size of PRINT_QR_SIZES) {
      const pt = labelCodeFontPt(formatLabelCode(32 ** 5 - 1), size);
      expect(pt).not.toBeNull();
      expect(pt).toBeGreaterThanOrEqual(LABEL_CODE_MIN_PT);
      expect(pt).toBeLessThanOrEqual(labelCodeMaxPt(size));
      // The code line holds one line of the largest code size.
      expect(labelCodeHeight(size) * 72).toBeGreaterThanOrEqual(labelCodeMaxPt(size) * 1.15);
    }
    expect(labelCodeMaxPt(0.5)).toBe(6);
    expect(labelCodeMaxPt(3)).toBe(12);
    expect(labelCodeFontPt("X".repeat(40), 0.5)).toBeNull();
  });
});

describe("label names wrap, then shrink, before they are cut", () => {
  const wrenches = [
    "Torque Wrench 1/4 in Drive",
    "Torque Wrench 3/8 in Drive",
    "Torque Wrench 1/2 in Drive",
    "Torque Wrench 3/4 in Drive",
  ];
  it("keeps a short name at the label's largest size", () => {
    for (const size of PRINT_QR_SIZES) expect(labelNameFontPt("Drill", size)).toBe(labelNameMaxPt(size));
  });
  it("shrinks four wrenches on a 0.5 in label so each fits on two lines", () => {
    for (const name of wrenches) {
      const pt = labelNameFontPt(name, 0.5);
      expect(pt).toBeLessThan(labelNameMaxPt(0.5));
      expect(pt).toBeGreaterThanOrEqual(LABEL_NAME_MIN_PT);
    }
  });
  it("wraps them at 1 in without shrinking", () => {
    for (const name of wrenches) expect(labelNameFontPt(name, 1)).toBe(labelNameMaxPt(1));
  });
  it("stops at the smallest size for a name that cannot fit (it is cut with … after two lines)", () => {
    expect(labelNameFontPt("A very long asset name that goes on and on and on without end", 0.5)).toBe(
      LABEL_NAME_MIN_PT,
    );
  });
  it("keeps two lines of the largest name size inside the 0.3 in name strip", () => {
    for (const size of PRINT_QR_SIZES) {
      expect((labelNameMaxPt(size) * 1.15 * LABEL_NAME_LINES) / 72 + 0.03).toBeLessThanOrEqual(PRINT_NAME_HEIGHT);
    }
  });
});
