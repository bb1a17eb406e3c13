import { describe, expect, it } from "vitest";
import { QR_FILE_NAME_MAX_LENGTH, uniqueQrFileNames } from "./qrFileNames";

describe("bulk download file names (spec 02 §9: asset name plus -qr.png)", () => {
  it.each([
    [["Drill #4"], ["Drill #4-qr.png"]],
    [["a/b:c"], ["a_b_c-qr.png"]],
    [['Box "A" <1>|2?*'], ["Box _A_ _1_2_-qr.png"]],
    [["tab\there\nnew"], ["tab_here_new-qr.png"]],
    [
      ["  ", "..", ""],
      ["asset-qr.png", "asset (2)-qr.png", "asset (3)-qr.png"],
    ],
    [
      ["..hidden.", " dots. "],
      ["hidden-qr.png", "dots-qr.png"],
    ],
    [
      ["Drill", "drill", "Drill", "Drill (2)"],
      ["Drill-qr.png", "drill (2)-qr.png", "Drill (3)-qr.png", "Drill (2) (2)-qr.png"],
    ],
    [
      ["a/b", "a:b"],
      ["a_b-qr.png", "a_b (2)-qr.png"],
    ],
    [["Füße €"], ["Füße €-qr.png"]],
  ])("%j → %j", (names, files) => {
    expect(uniqueQrFileNames(names)).toEqual(files);
  });

  it("cuts long names without splitting a character", () => {
    const [file] = uniqueQrFileNames([`${"😀".repeat(150)}`]);
    expect(file).toBe(`${"😀".repeat(QR_FILE_NAME_MAX_LENGTH)}-qr.png`);
  });

  it("gives every one of many equal names its own file", () => {
    const files = uniqueQrFileNames(Array.from({ length: 50 }, () => "Pump"));
    expect(new Set(files.map((f) => f.toLowerCase())).size).toBe(50);
    expect(files[49]).toBe("Pump (50)-qr.png");
  });
});
