import {
  buildReportSheet,
  CHOOSE_ASSET_MESSAGE,
  NO_COLUMNS_SELECTED_MESSAGE,
  type ReportColumn,
  type ReportExportInput,
  type ReportRow,
} from "@stockroom/core";
import { writeCsv } from "@stockroom/core/csv/writeCsv";
import { organizations } from "@stockroom/db";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { REPORT_CSV_EXPORT_PATH } from "../src/http/report-export";
import { field, formsFixtures } from "./forms-fixtures";
import { client, type OrgFixture, setUpTwoOrganizations, type TestApp, type TestClient } from "./harness";

// The report's CSV export streamed by the server (issue 23 "Reports", http/report-export.ts):
// the file must be exactly what the screen used to build from the cursor pages of
// `reports.generate` (same rows, same cells, the one CSV writer), over more than one page.

let t: TestApp;
let a: OrgFixture;
let b: OrgFixture;

setUpTwoOrganizations("report-export", (f) => {
  ({ t, a, b } = f);
});

/** More than one cursor page (REPORT_MAX_PAGE_SIZE = 500 assets). */
const ASSETS = 520;
let typeId: string;
let columns: ReportColumn[];

beforeAll(async () => {
  const db = t.db.db;
  await db.update(organizations).set({ timeZone: "Europe/Berlin" }).where(eq(organizations.id, a.org.id));
  const forms = formsFixtures(db, a.org.id);
  const type = await forms.assetType({ name: "Paint" });
  typeId = type.id;
  const form = await forms.form(
    [
      field.number("field_1", "Quantity", "set"),
      field.number("field_13", "Ending Balance"),
      field.text("field_2", "Notes"),
    ],
    { assetTypeId: type.id, purpose: "inventory" },
    "Paint count",
  );
  // Names that need quoting or formula escaping, and 520 more; every second one with
  // three submissions, the others with none (an empty row each).
  await db.execute(sql`
    with a as (
      insert into assets (organization_id, asset_type_id, name)
      select ${a.org.id}, ${type.id},
             case g when 1 then 'Alpha, "blue"' when 2 then '=HYPERLINK("x")' else 'Asset ' || lpad(g::text, 4, '0') end
      from generate_series(1, ${ASSETS}) g
      returning id, name)
    insert into inventory_items (organization_id, asset_id, asset_type_id, name, quantity)
    select ${a.org.id}, a.id, ${type.id}, a.name, 10 from a`);
  await db.execute(sql`
    insert into form_submissions (organization_id, form_id, asset_id, asset_type_id, submission_data, month_year, created_at)
    select ${a.org.id}, ${form.id}, a.id, a.asset_type_id,
           jsonb_build_object('field_1', n * 3, 'field_13', n * 3, 'field_2', 'note, ' || n),
           to_char(now() - (n || ' days')::interval, 'YYYY-MM'), now() - (n || ' days')::interval
    from (select id, asset_type_id, row_number() over (order by name) as r from assets where organization_id = ${a.org.id}) a
    cross join generate_series(1, 3) n where a.r % 2 = 1`);
  // Organization B: one asset of its own.
  const bForms = formsFixtures(db, b.org.id);
  const bType = await bForms.assetType({ name: "Other" });
  await db.execute(
    sql`insert into assets (organization_id, asset_type_id, name) values (${b.org.id}, ${bType.id}, 'B only asset')`,
  );
  columns = (await a.viewer.trpc.reports.columns.query({ assetTypeIds: [] })).columns.map((c) => ({
    ...c,
    selected: true,
  }));
});

const filters = { assetTypeIds: [] as string[], dateRangeType: "all_time", viewMode: "latest" } as const;

async function exportCsv(c: TestClient | null, body: unknown, init: RequestInit = {}) {
  const url = `${t.baseUrl}${REPORT_CSV_EXPORT_PATH}`;
  const req: RequestInit = {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    ...init,
  };
  return c ? c.fetch(url, req) : fetch(url, req);
}

/** The answer's text with its byte order mark (Response.text() drops it). */
const textOf = async (res: Response) => new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer());

/**
 * The whole report written at once: every cursor page of reports.generate (what the screen
 * shows), its cells by core's sheet builder, all rows through the one CSV writer in one call.
 */
async function wholeReportCsv(c: TestClient, input: Omit<ReportExportInput, "columns">, cols: ReportColumn[]) {
  type Cursor = { key: string; id: string } | null;
  let cursor: Cursor = null;
  let header: string[] = [];
  const rows: (string | number)[][] = [];
  let pages = 0;
  do {
    const page: { rows: ReportRow[]; nextCursor: Cursor; timeZone: string } = await c.trpc.reports.generate.query({
      ...input,
      cursor,
      pageSize: 500,
    });
    const sheet = buildReportSheet(cols, page.rows, input.viewMode, page.timeZone);
    header = sheet.header;
    rows.push(...sheet.rows);
    pages++;
    cursor = page.nextCursor;
  } while (cursor);
  return { text: `\uFEFF${writeCsv(header, rows)}`, rows: rows.length, pages };
}

describe("the streamed CSV export", () => {
  it("is the whole report written at once, over more than one page", async () => {
    const res = await exportCsv(a.viewer, { ...filters, columns });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="inventory-report-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = await textOf(res);
    const expected = await wholeReportCsv(a.viewer, filters, columns);
    expect(expected.pages).toBe(2);
    // 260 assets with three rows, 260 with an empty row.
    expect(expected.rows).toBe(260 * 3 + 260);
    expect(text).toBe(expected.text);
    expect(text.startsWith("\uFEFFAsset Name,")).toBe(true);
    // One line per row after the header, no empty line.
    expect(text.split("\r\n")).toHaveLength(1 + expected.rows);
    expect(text).toContain('"Alpha, ""blue"""');
    // A name read as a formula by spreadsheet programs stays text.
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
    expect(text).not.toContain("B only asset");
  });

  it("writes only the selected columns, in the screen's order, and the chosen types", async () => {
    const chosen = columns.map((c, i) => ({ ...c, selected: i % 2 === 0, order: columns.length - i }));
    const input = { ...filters, assetTypeIds: [typeId] };
    const text = await textOf(await exportCsv(a.member, { ...input, columns: chosen }));
    expect(text).toBe((await wholeReportCsv(a.member, input, chosen)).text);
  });

  it("exports the caller's organization only", async () => {
    const res = await exportCsv(b.member, { ...filters, columns });
    expect(res.status).toBe(200);
    const text = await textOf(res);
    expect(text).toContain("B only asset");
    expect(text).not.toContain("Asset 0003");
    const lines = text.split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe("B only asset,Other,,,,,");
  });

  it("takes the request as a posted form's field too", async () => {
    const form = new URLSearchParams({ request: JSON.stringify({ ...filters, columns }) });
    const res = await exportCsv(a.viewer, undefined, {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: form.toString(),
    });
    expect(res.status).toBe(200);
    expect(await textOf(res)).toBe((await wholeReportCsv(a.viewer, filters, columns)).text);
  });

  it("refuses a signed-out request, bad input with the spec's message, and another site's post", async () => {
    const anonymous = await exportCsv(null, { ...filters, columns });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: "Please sign in." });

    const none = await exportCsv(a.viewer, { ...filters, columns: columns.map((c) => ({ ...c, selected: false })) });
    expect(none.status).toBe(400);
    expect(await none.json()).toEqual({ error: NO_COLUMNS_SELECTED_MESSAGE });

    const history = await exportCsv(a.viewer, { ...filters, viewMode: "history", columns });
    expect(await history.json()).toEqual({ error: CHOOSE_ASSET_MESSAGE });

    const notJson = await exportCsv(a.viewer, undefined, {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "request=%7Bnope",
    });
    expect(notJson.status).toBe(400);

    const foreign = client(t.baseUrl, { origin: "https://evil.example" });
    foreign.jar.clear();
    for (const [k, v] of a.viewer.jar) foreign.jar.set(k, v);
    const crossSite = await exportCsv(foreign, { ...filters, columns });
    expect(crossSite.status).toBe(403);
  });
});
