import Papa from "papaparse";
import XLSX from "sheetjs-style";
import { describe, expect, it } from "vitest";
import { writeCsv } from "../csv/writeCsv";
import { reportGenerateInput } from "../validators/reports";
import {
  ASSET_SUBMISSIONS_REPORT,
  addColorColumn,
  applySavedColumns,
  buildReportColumns,
  COLOR_COLUMN_PRESETS,
  fieldColumnId,
  latestSubmissionsPerAsset,
  moveColumn,
  type ReportColumn,
  removeColorColumn,
  sortColumns,
  toggleColumn,
} from "./reportColumns";
import {
  buildReportSheet,
  colorColumnsNote,
  EXCEL_EXPORTED_MESSAGE,
  formatAnswer,
  formatReportDate,
  type ReportRow,
  reportCsv,
  reportFileName,
  reportWorkbook,
  type XlsxLibrary,
} from "./reportExport";

const forms = [
  {
    fields: [
      { id: "field_1", label: "Quantity", type: "number" },
      { id: "field_2", label: "Notes", type: "textarea" },
    ],
  },
  {
    fields: [
      { id: "field_9", label: " quantity ", type: "number" },
      { id: "field_3", label: "Location" },
    ],
  },
  { fields: null },
];

function row(over: Partial<ReportRow> = {}): ReportRow {
  return {
    key: "s1",
    assetId: "a1",
    assetName: 'Paint, "Blue"\nLine 2',
    assetType: "Paint",
    assetTypeColor: "#6E56CF",
    submissionId: "s1",
    submissionDate: new Date("2025-01-05T10:30:00Z"),
    formName: "Count",
    values: { [fieldColumnId("Quantity")]: 12, [fieldColumnId("Notes")]: "ok, fine" },
    lastMonthTotal: { amount: 10, source: "form_submission", confidence: "high", details: "" },
    consistency: {
      isConsistent: true,
      severity: "none",
      realTimeQuantity: 12,
      latestFormTotal: 12,
      discrepancy: 0,
      discrepancyPercent: 0,
      lastFormDate: null,
      recommendations: [],
    },
    ...over,
  };
}

describe("report columns (spec 02 §3, §9)", () => {
  it("fixed columns first (asset name, type, submission date, last-month total), then distinct field labels", () => {
    const columns = buildReportColumns(forms);
    expect(columns.map((c) => c.label)).toEqual([
      "Asset Name",
      "Asset Type",
      "Submission Date",
      "Last Month Total",
      "Quantity",
      "Notes",
      "Location",
    ]);
    expect(columns.map((c) => c.order)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(columns.every((c) => c.selected)).toBe(true);
    expect(columns[6]?.fieldType).toBe("text");
  });
  it("a field without a label is named by its id", () => {
    expect(buildReportColumns([{ fields: [{ id: "field_4", label: "" }] }]).at(-1)?.label).toBe("field_4");
  });
  it("reorders up/down and stays put at the ends", () => {
    const columns = buildReportColumns(forms);
    expect(
      moveColumn(columns, "asset_type", "up")
        .map((c) => c.id)
        .slice(0, 2),
    ).toEqual(["asset_type", "asset_name"]);
    expect(moveColumn(columns, "asset_name", "up")).toEqual(columns);
    const last = columns.at(-1)?.id ?? "";
    expect(moveColumn(columns, last, "down")).toEqual(columns);
    expect(moveColumn(columns, "missing", "down")).toEqual(columns);
  });
  it("toggles a column", () => {
    const columns = buildReportColumns(forms);
    expect(toggleColumn(columns, "asset_type").find((c) => c.id === "asset_type")?.selected).toBe(false);
    expect(toggleColumn(columns, "asset_type", true).find((c) => c.id === "asset_type")?.selected).toBe(true);
  });
  it("colour separators: default #3B82F6, six presets, deletable; other columns are not", () => {
    expect(COLOR_COLUMN_PRESETS).toHaveLength(6);
    expect(COLOR_COLUMN_PRESETS[0]).toBe("#3B82F6");
    let columns = addColorColumn(buildReportColumns(forms), { label: " Sep " });
    columns = addColorColumn(columns, { label: "Red", color: "#EF4444" });
    const colours = columns.filter((c) => c.fieldType === "color_fill");
    expect(colours.map((c) => [c.id, c.label, c.color])).toEqual([
      ["color:1", "Sep", "#3B82F6"],
      ["color:2", "Red", "#EF4444"],
    ]);
    expect(removeColorColumn(columns, "color:1").some((c) => c.id === "color:1")).toBe(false);
    expect(removeColorColumn(columns, "asset_name")).toHaveLength(columns.length);
    // a fresh id after a deletion never repeats a kept one
    const again = addColorColumn(removeColorColumn(columns, "color:1"), { label: "Again" });
    expect(again.filter((c) => c.fieldType === "color_fill").map((c) => c.id)).toEqual(["color:2", "color:3"]);
  });
  it("a saved template's columns lay over the available ones", () => {
    const available = buildReportColumns(forms);
    const saved: ReportColumn[] = [
      { id: "field:notes", label: "Old", selected: false, order: 0, fieldType: "text" },
      { id: "color:1", label: "Sep", selected: true, order: 1, fieldType: "color_fill", color: "#10B981" },
      { id: "field:gone", label: "Gone", selected: true, order: 2, fieldType: "text" },
    ];
    const merged = applySavedColumns(available, saved);
    expect(merged.slice(0, 3).map((c) => [c.id, c.label, c.selected])).toEqual([
      ["field:notes", "Notes", false],
      ["color:1", "Sep", true],
      ["asset_name", "Asset Name", true],
    ]);
    expect(merged.some((c) => c.id === "field:gone")).toBe(false);
    expect(sortColumns(merged).map((c) => c.order)).toEqual(merged.map((_, i) => i));
  });
  it("the registry names the screen's title and panel", () => {
    expect(ASSET_SUBMISSIONS_REPORT.title).toBe("Inventory Reports");
    expect(ASSET_SUBMISSIONS_REPORT.panel).toBe("Advanced Asset Reporting");
  });
});

describe("latest mode: up to 3 latest submissions per asset (spec 02 §4)", () => {
  it("keeps the 3 newest per asset, newest first, ties by id", () => {
    const subs = [
      { id: "1", assetId: "a", createdAt: "2025-01-01T00:00:00Z" },
      { id: "2", assetId: "b", createdAt: "2025-01-02T00:00:00Z" },
      { id: "3", assetId: "a", createdAt: "2025-01-03T00:00:00Z" },
      { id: "4", assetId: "a", createdAt: "2025-01-04T00:00:00Z" },
      { id: "5", assetId: "a", createdAt: new Date("2025-01-04T00:00:00Z") },
      { id: "6", assetId: "a", createdAt: "2024-12-31T00:00:00Z" },
    ];
    const picked = latestSubmissionsPerAsset(subs);
    expect([...picked.keys()]).toEqual(["a", "b"]);
    expect(picked.get("a")?.map((s) => s.id)).toEqual(["5", "4", "3"]);
    expect(picked.get("b")?.map((s) => s.id)).toEqual(["2"]);
    expect(
      latestSubmissionsPerAsset(subs, 1)
        .get("a")
        ?.map((s) => s.id),
    ).toEqual(["5"]);
  });
});

describe("generate input", () => {
  it("history mode needs an asset; custom ranges need ordered dates", () => {
    const first = (input: unknown) => reportGenerateInput.safeParse(input).error?.issues[0]?.message;
    expect(first({ viewMode: "history" })).toBe("Please choose an asset to see its history");
    expect(first({ dateRangeType: "custom", customStartDate: "2025-01-01" })).toBe(
      "Please choose a start and an end date",
    );
    expect(first({ dateRangeType: "custom", customStartDate: "2025-01-02", customEndDate: "2025-01-01" })).toBe(
      "The end date must not be before the start date",
    );
    expect(reportGenerateInput.parse({}).pageSize).toBe(500);
  });
  it("history mode's cursor is a timestamp the server wrote", () => {
    const assetId = "0b5f5d3e-8a4e-4c1e-9a5e-0d6a7f1b2c3d";
    const withKey = (key: string) =>
      reportGenerateInput.safeParse({ viewMode: "history", assetId, cursor: { key, id: assetId } });
    expect(withKey("2025-03-01T10:00:00.123Z").success).toBe(true);
    // JavaScript reads year 275760, PostgreSQL does not: it was a server error.
    expect(withKey("+275760-09-13T00:00:00.000Z").error?.issues[0]?.message).toBe(
      "This page of the report is no longer valid. Please generate the report again.",
    );
    // Latest and comparison modes page by asset name: any text.
    expect(reportGenerateInput.safeParse({ cursor: { key: "+275760", id: assetId } }).success).toBe(true);
  });
});

describe("export builders", () => {
  const columns = addColorColumn(buildReportColumns(forms), { label: "Sep", color: "#10B981" });

  it("cells: dates with their offset, numbers stay numbers, answers formatted", () => {
    expect(formatReportDate("2024-12-31T23:59:00Z")).toBe("2024-12-31 23:59 +00:00");
    // Issue 20: the organization's local time with its offset, so the cell says its clock.
    expect(formatReportDate("2026-10-10T12:00:00Z", "America/New_York")).toBe("2026-10-10 08:00 -04:00");
    expect(formatReportDate("2026-12-10T12:00:00Z", "America/New_York")).toBe("2026-12-10 07:00 -05:00");
    expect(formatReportDate("2026-10-31T15:30:00Z", "Asia/Tokyo")).toBe("2026-11-01 00:30 +09:00");
    expect(formatReportDate("2026-03-10T12:00:00Z", "Asia/Kolkata")).toBe("2026-03-10 17:30 +05:30");
    expect(formatReportDate(null)).toBe("");
    expect(formatReportDate("nope")).toBe("");
    expect(formatAnswer(true)).toBe("Yes");
    expect(formatAnswer(false)).toBe("No");
    // In the requester's language, as the headers (issue 26).
    expect([formatAnswer(true, "de"), formatAnswer(false, "de")]).toEqual(["Ja", "Nein"]);
    expect([formatAnswer(true, "es"), formatAnswer(false, "es")]).toEqual(["Sí", "No"]);
    expect([formatAnswer(true, "fr"), formatAnswer([false, true], "fr")]).toEqual(["Oui", "Non, Oui"]);
    expect(formatAnswer(Number.NaN)).toBe("");
    expect(formatAnswer(["a", 2])).toBe("a, 2");
    expect(formatAnswer({ url: "/f/x", name: "x.pdf" })).toBe("x.pdf");
    expect(formatAnswer({ url: "/f/x" })).toBe("/f/x");
    expect(formatAnswer({ a: 1 })).toBe('{"a":1}');
    expect(formatAnswer(new Date("2025-01-05T00:00:00Z"))).toBe("2025-01-05 00:00 +00:00");
    expect(formatAnswer(undefined)).toBe("");
    expect(formatAnswer(10n)).toBe("10");
  });

  it("selected columns only, in order; last-month total empty when there is none", () => {
    const sheet = buildReportSheet(toggleColumn(columns, "field:notes", false), [
      row(),
      row({ key: "s2", lastMonthTotal: { amount: 0, source: "none", confidence: "low", details: "" } }),
    ]);
    expect(sheet.header).toEqual([
      "Asset Name",
      "Asset Type",
      "Submission Date",
      "Last Month Total",
      "Quantity",
      "Location",
      "Sep",
    ]);
    expect(sheet.rows[0]).toEqual([`Paint, "Blue"\nLine 2`, "Paint", "2025-01-05 10:30 +00:00", 10, 12, "", ""]);
    expect(sheet.rows[1]?.[3]).toBe("");
    expect(sheet.fills).toEqual([null, null, null, null, null, null, "#10B981"]);
  });

  it("comparison mode adds previous and change after numeric columns", () => {
    const q = fieldColumnId("Quantity");
    const sheet = buildReportSheet(
      columns.filter((c) => c.id === q || c.id === "asset_name"),
      [row({ previousValues: { [q]: 9 } }), row({ key: "s3", previousValues: null })],
      "comparison",
    );
    expect(sheet.header).toEqual(["Asset Name", "Quantity", "Quantity (previous)", "Quantity (change)"]);
    expect(sheet.rows[0]?.slice(1)).toEqual([12, 9, 3]);
    expect(sheet.rows[1]?.slice(1)).toEqual([12, "", ""]);
  });

  it("CSV round-trips names with commas, quotes and line breaks", () => {
    const sheet = buildReportSheet(columns, [row()]);
    const csv = reportCsv(sheet, writeCsv);
    const parsed = Papa.parse<string[]>(csv, { skipEmptyLines: true });
    expect(parsed.data[0]).toEqual(sheet.header);
    expect(parsed.data[1]?.[0]).toBe(`Paint, "Blue"\nLine 2`);
    expect(parsed.data[1]?.[5]).toBe("ok, fine");
  });

  it("XLSX reads back with its values and colour columns as solid fills", () => {
    const sheet = buildReportSheet(columns, [row(), row({ key: "s2", assetName: "Second" })]);
    const bytes = reportWorkbook(sheet, XLSX as unknown as XlsxLibrary);
    const book = XLSX.read(new Uint8Array(bytes), { type: "array", cellStyles: true });
    const ws = book.Sheets.Report;
    if (!ws) throw new Error("no Report sheet");
    const values = XLSX.utils.sheet_to_json<unknown[]>(ws, { header: 1, defval: "" });
    expect(values[0]).toEqual(sheet.header);
    expect(values[1]).toEqual([
      `Paint, "Blue"\nLine 2`,
      "Paint",
      "2025-01-05 10:30 +00:00",
      10,
      12,
      "ok, fine",
      "",
      "",
    ]);
    expect(values[2]?.[0]).toBe("Second");
    const sep = sheet.header.indexOf("Sep");
    for (const r of [0, 1, 2]) {
      const cell = ws[XLSX.utils.encode_cell({ r, c: sep })] as {
        s?: { patternType?: string; fgColor?: { rgb?: string } };
      };
      expect(cell.s?.patternType).toBe("solid");
      expect(cell.s?.fgColor?.rgb).toBe("10B981");
    }
    const plain = ws[XLSX.utils.encode_cell({ r: 1, c: 0 })] as { s?: { patternType?: string } };
    expect(plain.s?.patternType ?? "none").toBe("none");
  });

  it("file names carry the date; the success note counts colour columns", () => {
    expect(reportFileName("csv", new Date("2025-01-05T23:00:00Z"))).toBe("inventory-report-2025-01-05.csv");
    expect(reportFileName("xlsx", new Date("2025-12-31T00:00:00Z"))).toBe("inventory-report-2025-12-31.xlsx");
    expect(EXCEL_EXPORTED_MESSAGE).toBe("Excel exported successfully!");
    expect(colorColumnsNote(buildReportColumns(forms))).toBeNull();
    expect(colorColumnsNote(columns)).toBe(
      "1 colour column exported as filled cells with its name as text in the header.",
    );
    expect(colorColumnsNote(addColorColumn(columns, { label: "x" }))).toMatch(/^2 colour columns .* their name/);
  });
});
