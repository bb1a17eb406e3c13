import { readFile } from "node:fs/promises";
import {
  APP_SETTINGS_STORAGE_KEY,
  assetTypeInput,
  assetWriteInput,
  formatReportDate,
  type Language,
} from "@stockroom/core";
import { formSubmissions, forms, organizations } from "@stockroom/db";
import { createOrganization, createUser, signedInClient } from "@stockroom/server/testing";
import { and, eq, like } from "drizzle-orm";
import Papa from "papaparse";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAssetType } from "../../server/src/services/asset-types/create-asset-type";
import { createAsset } from "../../server/src/services/assets/create-asset";
import { createDefaultForms } from "../../server/src/services/forms/create-default-forms";
import { type BrowserApp, noBrowser, signIn, startBrowserApp } from "./harness";

// The report screen shows a row's submission date as its exports write it: the organization's
// local time with its offset (core's formatReportDate), whatever the user's own App Settings
// zone and the browser's zone, and the same text in every language.

const EMAIL = "tz@reports.test";
const PASSWORD = "pass-word-1";
const ORG_ZONE = "America/New_York";
const USER_ZONE = "Asia/Tokyo";
const ASSET = "Harbor Blue 1 gal";
const SCREENS = process.env.STOCKROOM_SCREENS ?? "/tmp";

let app: BrowserApp;
let submittedAt: Date;

beforeAll(async () => {
  if (noBrowser) return;
  app = await startBrowserApp();
  const db = app.db.db;
  const orgId = (await createOrganization(db, "Harbor Paints")).id;
  await db.update(organizations).set({ timeZone: ORG_ZONE }).where(eq(organizations.id, orgId));
  const admin = await createUser(db, { email: EMAIL, password: PASSWORD, org: { id: orgId, role: "admin" } });
  const ctx = { db, orgId, actorId: admin.id };
  const type = await createAssetType(ctx, assetTypeInput.parse({ name: "Paint", enableBarcodes: false }));
  await createDefaultForms(ctx, type.id);
  const asset = await createAsset(
    ctx,
    assetWriteInput.parse({ name: ASSET, asset_type_id: type.id, current_inventory: 8, location: "Aisle 1" }),
  );
  const [form] = await db
    .select({ id: forms.id })
    .from(forms)
    .where(and(eq(forms.organizationId, orgId), like(forms.name, "%Inventory Form")));
  const api = await signedInClient(app, EMAIL, PASSWORD);
  await api.trpc.forms.submit.mutate({ formId: form?.id ?? "", assetId: asset.id, values: { field_1: 7 } });
  const [submission] = await db
    .select({ createdAt: formSubmissions.createdAt })
    .from(formSubmissions)
    .where(eq(formSubmissions.organizationId, orgId));
  if (!submission) throw new Error("no submission");
  submittedAt = submission.createdAt;
});
afterAll(async () => {
  await app?.close();
});

/** A signed-in page whose App Settings say `language` and the user's own zone (not the organization's). */
async function reportPage(language: Language) {
  const { page, context } = await app.newPage({ viewport: { width: 1280, height: 800 } });
  await page.addInitScript(([key, settings]) => window.localStorage.setItem(key, settings), [
    APP_SETTINGS_STORAGE_KEY,
    JSON.stringify({ language, languageChosen: true, timezone: USER_ZONE }),
  ] as const);
  await signIn(page, EMAIL, PASSWORD);
  await page.goto("/reports");
  await page.getByTestId("report-asset-types").click();
  await page.getByRole("option", { name: "Paint" }).click();
  await page.keyboard.press("Escape");
  await page.getByTestId("report-generate").click();
  await page.getByTestId("report-table").getByText(ASSET).waitFor();
  return { page, context };
}

/** The report table's header texts and the asset's row's cell texts. */
function tableRow(page: Page) {
  return page.getByTestId("report-table").evaluate((table, asset) => {
    const texts = (cells: NodeListOf<Element>) => [...cells].map((c) => (c.textContent ?? "").trim());
    const header = texts(table.querySelectorAll("thead th"));
    const row = [...table.querySelectorAll("tbody tr")].find((tr) => tr.textContent?.includes(asset));
    return { header, cells: row ? texts(row.querySelectorAll("td")) : [] };
  }, ASSET);
}

describe.skipIf(noBrowser)("report dates in the organization's time zone (Chromium)", () => {
  it("the screen shows the submission date as the CSV writes it, in the organization's zone, in English and German", async () => {
    const expected = formatReportDate(submittedAt, ORG_ZONE);
    // The test can tell the zones apart: the user's and UTC's texts differ from the organization's.
    expect(formatReportDate(submittedAt, USER_ZONE)).not.toBe(expected);
    expect(formatReportDate(submittedAt, "UTC")).not.toBe(expected);

    const en = await reportPage("en");
    const shown = await tableRow(en.page);
    const column = shown.header.indexOf("Submission Date");
    expect(column).toBeGreaterThanOrEqual(0);
    expect(shown.cells[column]).toBe(expected);

    const [file] = await Promise.all([
      en.page.waitForEvent("download"),
      en.page.getByRole("button", { name: "Export CSV" }).press("Enter"),
    ]);
    const csv = Papa.parse<string[]>((await readFile(await file.path(), "utf8")).replace(/^\uFEFF/, ""), {
      skipEmptyLines: true,
    }).data;
    const csvColumn = csv[0]?.indexOf("Submission Date") ?? -1;
    expect(csv.find((r) => r[0] === ASSET)?.[csvColumn]).toBe(shown.cells[column]);
    await en.page.screenshot({ path: `${SCREENS}/report-time-zone-en-1280.png`, fullPage: true });
    await en.page.setViewportSize({ width: 375, height: 667 });
    await en.page.getByTestId("report-table").getByText(expected).scrollIntoViewIfNeeded();
    await en.page.screenshot({ path: `${SCREENS}/report-time-zone-en-375.png` });
    await en.context.close();

    // German: the same text under the German header (same column order).
    const de = await reportPage("de");
    const german = await tableRow(de.page);
    expect(german.header[column]).not.toBe("Submission Date");
    expect(german.cells[column]).toBe(expected);
    await de.page.screenshot({ path: `${SCREENS}/report-time-zone-de-1280.png`, fullPage: true });
    await de.context.close();
  });
});
