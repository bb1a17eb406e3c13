import {
  buildReportSheet,
  type Language,
  monthKey,
  monthStart,
  previousMonthKey,
  type ReportColumn,
  type ReportExportInput,
  type ReportRow,
} from "@stockroom/core";
import { writeCsv } from "@stockroom/core/csv/writeCsv";
import {
  assets,
  formSubmissions,
  inventoryCorrections,
  inventoryHistory,
  inventoryItems,
  organizations,
} from "@stockroom/db";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { REPORT_CSV_EXPORT_PATH } from "../src/http/report-export";
import { reportCsvParts } from "../src/services/reports/export-report-csv";
import { field, formsFixtures } from "./forms-fixtures";
import { type OrgFixture, setUpTwoOrganizations, type TestApp, type TestClient } from "./harness";

// The export's one statement (services/reports/report-export-statement.ts) against the
// screen's page readers, byte for byte, on an organization seeded to reach every branch of
// a row: submissions across months and on a month's edge in New York, ties on created_at,
// deleted submissions and entries, corrections, a form whose schema cannot be read, answers
// of every shape (formula-like text among them), assets without item or submission. And
// the faults: a client that leaves and a database that fails while rows are streamed.

let t: TestApp;
let a: OrgFixture;
let b: OrgFixture;

setUpTwoOrganizations("report-export-set", (f) => {
  ({ t, a, b } = f);
});

const TZ = "America/New_York";
let paintTypeId: string;
let emptyTypeId: string;
let columns: ReportColumn[];

beforeAll(async () => {
  const db = t.db.db;
  const orgId = a.org.id;
  await db.update(organizations).set({ timeZone: TZ }).where(eq(organizations.id, orgId));
  const fx = formsFixtures(db, orgId);
  const paint = await fx.assetType({ name: "Paint" });
  const parts = await fx.assetType({ name: "Parts" });
  emptyTypeId = (await fx.assetType({ name: "Empty" })).id;
  paintTypeId = paint.id;
  const paintForm = await fx.form(
    [
      field.number("field_1", "Quantity", "set"),
      field.number("field_13", "Ending Balance"),
      field.text("field_2", "Notes"),
      { id: "field_3", label: "Checked", type: "checkbox" },
    ],
    { assetTypeId: paint.id, purpose: "inventory" },
    "Paint count",
  );
  const partsForm = await fx.form(
    [
      field.number("field_1", "Quantity", "set"),
      field.number("field_5", "Grand Total"),
      field.text("field_6", "Photo"),
    ],
    { assetTypeId: parts.id, purpose: "inventory" },
    "Parts count",
  );
  // A form whose stored schema cannot be read: its answers are exported under their keys.
  const [broken] = await db.execute<{ id: string }>(
    sql`insert into forms (organization_id, name, form_data) values (${orgId}, 'Broken', '{"nope": true}'::jsonb) returning id`,
  );

  const names = ["=SUM(A1)", "+1 tin", "-2 tins", "@home", 'Quote "q"', "Comma, name", " leading space"];
  const now = new Date();
  const thisMonth = monthKey(now, TZ);
  const months = [thisMonth, previousMonthKey(thisMonth), previousMonthKey(previousMonthKey(thisMonth))];
  const [m0, m1, m2] = months.map((m) => monthStart(m, TZ).getTime()) as [number, number, number];
  const hour = 3_600_000;
  // Instants: inside each month, and 30 minutes either side of each month's start in New York.
  const instants = [
    Math.min(now.getTime() - hour, m0 + 2 * hour),
    m0 - hour / 2,
    m1 + hour / 2,
    m1 + 5 * 24 * hour,
    m1 - hour / 2,
    m2 + 3 * 24 * hour,
  ];
  const answers: unknown[] = [
    7,
    0.30000000000000004,
    -5,
    "=1+1",
    "-5",
    "@cmd",
    true,
    false,
    ["a", "b"],
    { name: "photo.png" },
    { b: 1, a: "x" },
    null,
    'line\nbreak, and "quotes"',
    1e21,
  ];

  for (let i = 0; i < 36; i++) {
    const type = i % 3 === 2 ? parts : paint;
    const [asset] = await db
      .insert(assets)
      .values({
        organizationId: orgId,
        assetTypeId: type.id,
        name: names[i] ?? `Asset ${String(i).padStart(3, "0")}${i % 5 === 0 ? "" : ` ${i % 4}`}`,
      })
      .returning();
    if (!asset) throw new Error("asset not created");
    const withItem = i % 7 !== 3;
    if (withItem) {
      const [item] = await db
        .insert(inventoryItems)
        .values({ organizationId: orgId, assetId: asset.id, assetTypeId: type.id, name: asset.name, quantity: i })
        .returning();
      if (!item) throw new Error("item not created");
      // History in the months before and this month; some corrected, some deleted.
      for (const [k, month] of months.entries()) {
        if ((i + k) % 3 === 0) continue;
        const checkDate = new Date(monthStart(month, TZ).getTime() + (k + 1) * 24 * hour);
        const entries = await db
          .insert(inventoryHistory)
          .values([
            {
              organizationId: orgId,
              inventoryItemId: item.id,
              checkType: "check",
              eventType: "count",
              quantity: i + k,
              monthYear: month,
              checkDate,
            },
            {
              organizationId: orgId,
              inventoryItemId: item.id,
              checkType: "check",
              eventType: i % 4 === 0 ? "deleted" : "count",
              quantity: i + k + 10,
              monthYear: month,
              checkDate: new Date(checkDate.getTime() + hour),
              isDeleted: i % 5 === 1,
            },
          ])
          .returning();
        if (i % 2 === 0 && entries[1]) {
          await db.insert(inventoryCorrections).values({
            organizationId: orgId,
            originalHistoryId: entries[1].id,
            correctionReason: "recount",
            originalQuantity: entries[1].quantity,
            correctedQuantity: 100 + i,
          });
        }
      }
    }
    // Every fourth asset has no submission at all.
    if (i % 4 === 3) continue;
    const form = type.id === parts.id ? partsForm.id : i % 5 === 4 ? (broken?.id as string) : paintForm.id;
    const count = 1 + (i % 5);
    const rows = Array.from({ length: count }, (_, n) => {
      const at = new Date(instants[(i + n) % instants.length] as number);
      const pick = (k: number) => answers[(i + n + k) % answers.length];
      const data =
        type.id === parts.id
          ? { field_1: pick(0), field_5: pick(1), field_6: pick(2) }
          : { field_1: pick(0), field_13: pick(3), field_2: pick(4), field_3: pick(5), _meta: "skip" };
      return {
        organizationId: orgId,
        formId: form,
        assetId: asset.id,
        assetTypeId: type.id,
        submissionData: data,
        monthYear: monthKey(at, TZ),
        // Two submissions of one asset at the same instant: the larger id wins the tie.
        createdAt: n === 1 && i % 6 === 0 ? new Date(instants[(i + 0) % instants.length] as number) : at,
        isDeleted: n === 2 && i % 3 === 0,
      };
    });
    await db.insert(formSubmissions).values(rows);
  }
  // Organization B: an asset with a submission of its own, never in A's export.
  const bFx = formsFixtures(db, b.org.id);
  const bType = await bFx.assetType({ name: "Other" });
  const bForm = await bFx.form([field.number("field_1", "Quantity", "set")], {
    assetTypeId: bType.id,
    purpose: "inventory",
  });
  const { asset: bAsset } = await bFx.asset(bType.id, { quantity: 3 });
  await db.insert(formSubmissions).values({
    organizationId: b.org.id,
    formId: bForm.id,
    assetId: bAsset.id,
    assetTypeId: bType.id,
    submissionData: { field_1: 424242 },
    monthYear: thisMonth,
  });

  columns = (await a.viewer.trpc.reports.columns.query({ assetTypeIds: [] })).columns.map((c) => ({
    ...c,
    selected: true,
  }));
  // A colour separator after the fixed columns, and the broken form's answer keys as columns.
  columns.push(
    { id: "color:1", label: "Blue", selected: true, order: 4, fieldType: "color_fill", color: "#3B82F6" },
    { id: "field:field_1", label: "field_1", selected: true, order: 99, fieldType: "number" },
    { id: "field:field_13", label: "field_13", selected: true, order: 100, fieldType: "number" },
  );
});

type Filters = Omit<ReportExportInput, "columns">;

/** The answer's text with its byte order mark (Response.text() drops it). */
const textOf = async (res: Response) => new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer());

async function exportCsv(c: TestClient, body: unknown, language?: Language) {
  return c.fetch(`${t.baseUrl}${REPORT_CSV_EXPORT_PATH}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(language ? { "x-stockroom-locale": language } : {}) },
    body: JSON.stringify(body),
  });
}

/**
 * The file as the export wrote it before this statement: every cursor page of
 * reports.generate (the screen's page readers and row builder), core's sheet builder, the
 * one CSV writer over all rows at once.
 */
async function pagesCsv(c: TestClient, input: Filters, cols: ReportColumn[], language: Language = "en") {
  type Cursor = { key: string; id: string } | null;
  let cursor: Cursor = null;
  let header: string[] = [];
  const rows: (string | number)[][] = [];
  do {
    const page: { rows: ReportRow[]; nextCursor: Cursor; timeZone: string } = await c.trpc.reports.generate.query({
      ...input,
      cursor,
      pageSize: 500,
    });
    const sheet = buildReportSheet(cols, page.rows, input.viewMode, page.timeZone, language);
    header = sheet.header;
    rows.push(...sheet.rows);
    cursor = page.nextCursor;
  } while (cursor);
  return { text: `\uFEFF${writeCsv(header, rows)}`, rows: rows.length };
}

const allTime = { assetTypeIds: [] as string[], dateRangeType: "all_time" } as const;

describe("the export's one statement", () => {
  it.each([
    ["latest, all time, every column", { ...allTime, viewMode: "latest" }, "en"],
    ["comparison, all time, German headers", { ...allTime, viewMode: "comparison" }, "de"],
    ["latest, last month", { ...allTime, dateRangeType: "last_month", viewMode: "latest" }, "en"],
    ["comparison, one type, this month", { ...allTime, dateRangeType: "current_month", viewMode: "comparison" }, "fr"],
  ] as const)("writes the same bytes as the screen's pages: %s", async (_name, filters, language) => {
    const input: Filters =
      filters.viewMode === "comparison" && filters.dateRangeType === "current_month"
        ? { ...filters, assetTypeIds: [paintTypeId] }
        : filters;
    const res = await exportCsv(a.member, { ...input, columns }, language);
    expect(res.status).toBe(200);
    const text = await textOf(res);
    const expected = await pagesCsv(a.member, input, columns, language);
    expect(expected.rows).toBeGreaterThan(10);
    expect(text).toBe(expected.text);
  });

  it("a report without rows is its header, as before", async () => {
    for (const viewMode of ["latest", "comparison"] as const) {
      const input = { ...allTime, assetTypeIds: [emptyTypeId], viewMode };
      const text = await textOf(await exportCsv(a.viewer, { ...input, columns }, "de"));
      expect(text).toBe((await pagesCsv(a.viewer, input, columns, "de")).text);
      expect(text.split("\r\n").filter(Boolean)).toEqual([`\uFEFF${text.slice(1).split("\r\n")[0]}`]);
      expect(text.startsWith("\uFEFFArtikelname,")).toBe(true);
    }
  });

  it("reads only what the chosen columns need, with the same bytes", async () => {
    const only = (ids: string[]) => columns.map((c) => ({ ...c, selected: ids.includes(c.id) }));
    for (const chosen of [
      only(["asset_name", "submission_date"]),
      only(["asset_name", "last_month_total"]),
      only(["field:quantity", "field:notes", "asset_type"]),
    ]) {
      const text = await textOf(await exportCsv(a.viewer, { ...allTime, viewMode: "latest", columns: chosen }));
      expect(text).toBe((await pagesCsv(a.viewer, { ...allTime, viewMode: "latest" }, chosen)).text);
    }
  });

  it("keeps formula-like cells as text and writes the organization's own rows only", async () => {
    const text = await textOf(await exportCsv(a.viewer, { ...allTime, viewMode: "latest", columns }));
    for (const escaped of [`'=SUM(A1)`, `'+1 tin`, `'-2 tins`, `'@home`, `'=1+1`, `'-5`, `'@cmd`])
      expect(text).toContain(`"${escaped}"`);
    expect(text).toContain('"Quote ""q"""');
    expect(text).toContain('"Comma, name"');
    // A negative number stays a number.
    expect(text).toMatch(/,-5(,|\r\n)/);
    expect(text).not.toContain("424242");
  });

  it("is the same file whatever the cursor's batch size (a total carried across batches)", async () => {
    const input = { ...allTime, viewMode: "latest" as const, columns };
    const whole = await textOf(await exportCsv(a.viewer, input));
    for (const batchRows of [1, 4, 7]) {
      let text = "";
      for await (const part of reportCsvParts({ db: t.db.db, orgId: a.org.id, batchRows }, input)) text += part;
      expect(text).toBe(whole);
    }
  });
});

describe("memory", () => {
  it("sizes each cursor batch by the stored bytes of its answers: large submissions come a few at a time", async () => {
    const db = t.db.db;
    const [form] = await db.execute<{ id: string }>(
      sql`select id from forms where organization_id = ${b.org.id} limit 1`,
    );
    const [type] = await db.execute<{ id: string }>(
      sql`select id from asset_types where organization_id = ${b.org.id} limit 1`,
    );
    // 40 assets, each with one submission of ~512 KB of random text (it barely compresses).
    await db.execute(sql`
      with a as (
        insert into assets (organization_id, asset_type_id, name)
        select ${b.org.id}, ${type?.id}, 'Large ' || lpad(g::text, 2, '0') from generate_series(1, 40) g
        returning id, asset_type_id)
      insert into form_submissions (organization_id, form_id, asset_id, asset_type_id, submission_data, month_year)
      select ${b.org.id}, ${form?.id}, a.id, a.asset_type_id,
             jsonb_build_object('field_1', 1, 'field_2',
               (select string_agg(md5(random()::text || g || a.id::text), '') from generate_series(1, 16000) g)),
             to_char(now(), 'YYYY-MM')
      from a`);
    const bColumns = (await b.member.trpc.reports.columns.query({ assetTypeIds: [] })).columns.map((c) => ({
      ...c,
      selected: true,
    }));
    const input = { ...allTime, viewMode: "latest" as const, columns: bColumns };
    const parts: string[] = [];
    for await (const part of reportCsvParts({ db, orgId: b.org.id }, input)) parts.push(part);
    // 41 rows: a first batch of 16, then about 4 MB of stored answers each (~8 rows), not the rest at once.
    expect(parts.length).toBeGreaterThanOrEqual(4);
    expect(parts.join("")).toBe((await pagesCsv(b.member, { ...allTime, viewMode: "latest" }, bColumns)).text);
  });
});

/** Backends still running (or idle inside a transaction on) the export's statement. */
async function exportBackends(): Promise<number> {
  const [row] = await t.db.db.execute<{ n: number }>(sql`
    select count(*)::int as n from pg_stat_activity
    where query like '/* report csv export */%' and state <> 'idle' and pid <> pg_backend_pid()`);
  return row?.n ?? -1;
}

describe("faults while rows are streamed", () => {
  const input = () => ({ ...allTime, viewMode: "latest" as const, columns });

  it("a reader that stops after the first part closes the cursor and gives the connection back", async () => {
    const parts = reportCsvParts({ db: t.db.db, orgId: a.org.id, batchRows: 2 }, input());
    const first = await parts.next();
    expect(first.done).toBe(false);
    expect(await exportBackends()).toBe(1);
    await parts.return(undefined);
    expect(await exportBackends()).toBe(0);
    // The pool still answers, and a whole export still comes out whole.
    const whole = await textOf(await exportCsv(a.viewer, input()));
    expect(whole.split("\r\n").length).toBeGreaterThan(20);
  });

  it("a database failure in the middle ends the stream with an error, and the next export works", async () => {
    const parts = reportCsvParts({ db: t.db.db, orgId: a.org.id, batchRows: 2 }, input());
    expect((await parts.next()).done).toBe(false);
    const [terminated] = await t.db.db.execute<{ n: number }>(sql`
      select count(*)::int as n from (
        select pg_terminate_backend(pid) from pg_stat_activity
        where query like '/* report csv export */%' and state <> 'idle' and pid <> pg_backend_pid()) x`);
    expect(terminated?.n).toBe(1);
    await expect(
      (async () => {
        for await (const _ of parts) {
          // read on until the failure reaches the reader
        }
      })(),
    ).rejects.toThrow();
    expect(await exportBackends()).toBe(0);
    const res = await exportCsv(a.viewer, input());
    expect(res.status).toBe(200);
    expect(await textOf(res)).toBe((await pagesCsv(a.viewer, latestAllTime(), columns)).text);
  });

  it("a client that leaves mid-download frees its slot and connection; the server keeps answering", async () => {
    // Three downloads left early in a row: with a slot kept per download, the third is refused (429).
    for (let i = 0; i < 3; i++) {
      const controller = new AbortController();
      const res = await a.member.fetch(`${t.baseUrl}${REPORT_CSV_EXPORT_PATH}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(input()),
        signal: controller.signal,
      });
      expect(res.status).toBe(200);
      const reader = res.body?.getReader();
      await reader?.read();
      controller.abort();
      await reader?.cancel().catch(() => {});
    }
    await expect.poll(exportBackends).toBe(0);
    const health = await fetch(`${t.baseUrl}/healthz`);
    expect(health.status).toBe(200);
    // Two at once are allowed per user: both slots came back.
    const [one, two] = await Promise.all([exportCsv(a.member, input()), exportCsv(a.member, input())]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(await textOf(one)).toBe(await textOf(two));
  });

  it("a database failure over HTTP leaves the server answering and no connection held", async () => {
    const expected = (await pagesCsv(a.member, latestAllTime(), columns)).text;
    const res = await a.member.fetch(`${t.baseUrl}${REPORT_CSV_EXPORT_PATH}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(input()),
    });
    expect(res.status).toBe(200);
    // The export's backend, if it is still reading rows (the answer's first part has left).
    await t.db.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where query like '/* report csv export */%' and state <> 'idle' and pid <> pg_backend_pid()`);
    // The body ends: whole (the rows were all read already) or cut short, never a wrong file.
    const body = await res.arrayBuffer().then(
      (bytes) => new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes),
      () => null,
    );
    if (body !== null) expect(expected.startsWith(body)).toBe(true);
    await expect.poll(exportBackends).toBe(0);
    expect((await fetch(`${t.baseUrl}/healthz`)).status).toBe(200);
    expect(await textOf(await exportCsv(a.member, input()))).toBe(expected);
  });
});

function latestAllTime(): Filters {
  return { ...allTime, viewMode: "latest" };
}
