import { mkdir, readFile } from "node:fs/promises";
import { assets, formSubmissions, inventoryItems, users } from "@stockroom/db";
import { createOrganization, createUser } from "@stockroom/server/testing";
import { eq } from "drizzle-orm";
import type { BrowserContext, Page } from "playwright-core";
import XLSX from "sheetjs-style";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BrowserApp, noBrowser, signIn, startBrowserApp } from "./harness";
import { enrollPhone, memberWithPin, typeWithInventoryForm } from "./phoneFixtures";

// Issue 26: the screen's language (App Settings choice → browser → en), German on the shell,
// App Settings and the phone, the server's messages in it, and "2,5" read as 2.5 in German.
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 667 };
/** Set LANGUAGE_SCREENSHOTS to a folder to keep the screenshots of the German screens. */
const SHOTS = process.env.LANGUAGE_SCREENSHOTS;

let app: BrowserApp;
let orgId: string;
let assetId: string;

const FIELDS = [
  { id: "field_1", label: "Counted", type: "number", required: true, inventory_action: "set" },
  { id: "field_2", label: "Weight (kg)", type: "number" },
];

beforeAll(async () => {
  if (noBrowser) return;
  app = await startBrowserApp();
  const db = app.db.db;
  const org = await createOrganization(db, "Lager Nord");
  orgId = org.id;
  await createUser(db, {
    email: "greta@lager.test",
    password: "pass-word-1",
    fullName: "Greta",
    org: { id: orgId, role: "admin" },
  });
  await memberWithPin(app, orgId, "jonas@lager.test", "Jonas", "8642");
  const type = await typeWithInventoryForm(app, orgId, { type: "Regale", form: "Regalzählung" }, FIELDS);
  const [asset] = await db
    .insert(assets)
    .values({ organizationId: orgId, assetTypeId: type.typeId, name: "Schraubenkiste", barcode: "SK-1" })
    .returning();
  if (!asset) throw new Error("asset not created");
  assetId = asset.id;
  await db
    .insert(inventoryItems)
    .values({ organizationId: orgId, assetId, assetTypeId: type.typeId, name: "Schraubenkiste", quantity: 1234 });
  if (SHOTS) await mkdir(SHOTS, { recursive: true });
});
afterAll(async () => {
  await app?.close();
});

/** A browser whose own language is `locale` (navigator.languages and Accept-Language). */
async function browserIn(locale: string, viewport = DESKTOP): Promise<{ page: Page; context: BrowserContext }> {
  const context = await app.browser.newContext({ baseURL: app.baseUrl, viewport, locale });
  context.setDefaultTimeout(15_000);
  return { page: await context.newPage(), context };
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Chooses Deutsch under App Settings › Language, as a user does. */
async function chooseGerman(page: Page) {
  await page.goto("/app-settings");
  await page.getByRole("tab", { name: "Language" }).click();
  await page.getByTestId("language").click();
  await page.getByRole("option", { name: "Deutsch", exact: true }).click();
  await page.waitForFunction(() => document.documentElement.lang === "de");
}

/** The file a button's download saves. */
async function download(page: Page, button: string): Promise<Buffer> {
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    // From the keyboard: the previous export's toast may sit over the button.
    page.getByRole("button", { name: button }).press("Enter"),
  ]);
  return readFile(await file.path());
}

/** No text wider than its box, no control wider than the screen. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>("button, a, h1, h2, label, [role=tab], input, select")) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || getComputedStyle(el).visibility === "hidden") continue;
      if (box.right > width + 1 || box.left < -1)
        found.push(`${el.tagName} "${el.textContent?.trim()}" leaves the screen`);
      if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX === "hidden") {
        found.push(`${el.tagName} "${el.textContent?.trim()}" is cut off`);
      }
    }
    return found;
  });
}

describe.skipIf(noBrowser)("languages (Chromium)", () => {
  it("signs in, switches App Settings to Deutsch: the shell and settings are German, kept across a reload and on the server", async () => {
    const { page, context } = await browserIn("en-US");
    await signIn(page, "greta@lager.test", "pass-word-1");
    await page.getByTestId("sidebar").getByRole("link", { name: "Asset Types" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");

    await page.goto("/app-settings");
    await page.getByRole("tab", { name: "Language" }).click();
    await page.getByTestId("language").click();
    await page.getByRole("option", { name: "Deutsch", exact: true }).click();
    await page.waitForFunction(() => document.documentElement.lang === "de");
    await page.getByRole("heading", { level: 1, name: "App-Einstellungen" }).waitFor();
    await page.getByRole("tab", { name: "Sprache" }).waitFor();
    await page.getByTestId("sidebar").getByRole("link", { name: "Artikeltypen" }).waitFor();
    await page.getByTestId("sidebar").getByRole("link", { name: "Inventur" }).waitFor();
    // Kept with the profile for mail.
    await expect
      .poll(
        async () =>
          (await app.db.db.select({ l: users.locale }).from(users).where(eq(users.email, "greta@lager.test")))[0]?.l,
      )
      .toBe("de");

    await page.reload();
    await page.getByRole("tab", { name: "Design" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("de");
    await page.getByTestId("user-menu").click();
    await page.getByRole("menuitem", { name: "Abmelden" }).waitFor();
    await page.keyboard.press("Escape");

    for (const [name, viewport] of [
      ["desktop", DESKTOP],
      ["phone", PHONE],
    ] as const) {
      await page.setViewportSize(viewport);
      for (const tab of ["Design", "Benachrichtigungen", "Anzeige", "Sprache"]) {
        await page.getByRole("tab", { name: tab }).click();
        expect(await overflowing(page)).toEqual([]);
        await shot(page, `de-app-settings-${tab}-${name}`);
      }
      await page.goto("/");
      await page.getByTestId("user-menu").waitFor();
      expect(await overflowing(page)).toEqual([]);
      await shot(page, `de-shell-${name}`);
      await page.goto("/app-settings");
      await page.getByRole("tab", { name: "Design" }).waitFor();
    }
    await context.close();
  });

  it("with Deutsch chosen: the dashboard, inventory (its month picker too), reports with both exports' headers, and the phone are German", async () => {
    const { page, context } = await browserIn("en-US");
    await signIn(page, "greta@lager.test", "pass-word-1");
    await page.getByTestId("sidebar").getByRole("link", { name: "Asset Types" }).waitFor();
    await chooseGerman(page);

    // Dashboard.
    await page.goto("/");
    await page.getByTestId("dashboard-heading").getByText("Willkommen im Inventur-Dashboard von Lager Nord").waitFor();
    // The stat cards' links too ("View asset types").
    await page.getByRole("link", { name: "Artikeltypen anzeigen" }).waitFor();
    await page.getByRole("link", { name: "Mitglieder anzeigen" }).waitFor();
    expect(await overflowing(page)).toEqual([]);

    // Inventory: the shared list controls, and Mantine's month picker with dayjs's German month names.
    await page.goto("/inventory");
    await page.getByRole("combobox", { name: "Artikeltyp" }).waitFor();
    await page.getByTestId("sidebar").getByRole("link", { name: "Inventur" }).waitFor();
    await page.goto("/inventory?tab=monthly");
    await page.locator(".mantine-MonthPickerInput-input").first().click();
    await page.getByText("März", { exact: true }).waitFor();
    await page.getByText("Dez.", { exact: true }).waitFor();
    await page.keyboard.press("Escape");

    // Reports: the screen, the table's own texts, and the headers of both exports.
    await page.goto("/reports");
    await page.getByRole("heading", { level: 1, name: "Inventurberichte" }).waitFor();
    await page.getByRole("heading", { name: "Erweiterte Artikelberichte" }).waitFor();
    const columns = page.getByTestId("report-columns");
    await columns.getByText("Artikelname", { exact: true }).waitFor();
    await columns.getByText("Summe Vormonat", { exact: true }).waitFor();
    // A form field's column keeps the label its author typed.
    await columns.getByText("Weight (kg)", { exact: true }).waitFor();
    await page.getByRole("combobox", { name: "Zeitraum" }).click();
    await page.getByRole("option", { name: "Gesamter Zeitraum" }).click();
    await page.getByRole("button", { name: "Bericht erstellen" }).click();
    await page
      .getByTestId("report-row-count")
      .getByText(/^1 von 1 Zeile angezeigt$/)
      .waitFor();
    const table = page.getByTestId("report-table");
    await table.getByRole("columnheader", { name: "Artikelname" }).waitFor();
    await table.getByRole("columnheader", { name: "Konsistenz" }).waitFor();
    await table.getByText("Schraubenkiste").first().waitFor();
    await page.getByRole("switch", { name: "Alle Zeilen anzeigen" }).check();
    await page
      .getByTestId("report-row-count")
      .getByText(/^1 Zeile$/)
      .waitFor();
    await page.getByText(/^Artikel 1–1 von 1$/).waitFor();
    await page.getByRole("button", { name: "Nächste Seite" }).waitFor();
    expect(await overflowing(page)).toEqual([]);
    await shot(page, "de-reports-desktop");

    const xlsx = XLSX.read(await download(page, "Excel exportieren"), { type: "buffer" });
    const sheet = xlsx.Sheets[xlsx.SheetNames[0] ?? ""];
    const [xlsxHeader] = XLSX.utils.sheet_to_json<string[]>(sheet as XLSX.WorkSheet, { header: 1 });
    expect(xlsxHeader?.slice(0, 4)).toEqual(["Artikelname", "Artikeltyp", "Einsendedatum", "Summe Vormonat"]);
    await page.getByText("Excel-Datei erfolgreich exportiert!").first().waitFor();
    // Mantine's own controls are named in German too (theme texts follow the language).
    await page.getByRole("button", { name: "Benachrichtigung schließen" }).first().waitFor();
    // The server writes the CSV: it hears the screen's language.
    const csv = (await download(page, "CSV exportieren")).toString("utf8").replace(/^\uFEFF/, "");
    expect(csv.split("\r\n")[0]).toBe("Artikelname,Artikeltyp,Einsendedatum,Summe Vormonat,Counted,Weight (kg)");

    await page.setViewportSize(PHONE);
    await page.goto("/reports");
    await page.getByRole("heading", { level: 1, name: "Inventurberichte" }).waitFor();
    expect(await overflowing(page)).toEqual([]);
    await shot(page, "de-reports-phone");

    // The phone's screens in the same browser follow the App Settings choice.
    await page.goto(`/mobile/asset/${assetId}`);
    await page
      .getByText(/^(Willkommen, Greta|PIN eingeben)$/)
      .first()
      .waitFor({ timeout: 45_000 });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("de");
    await context.close();
  });

  it("without a choice follows the browser: the login page in Spanish, and the server's message too", async () => {
    const { page, context } = await browserIn("es-ES");
    await page.goto("/login");
    await page.getByRole("heading", { name: "Hola de nuevo" }).waitFor({ timeout: 45_000 });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("es");
    await page.getByTestId("login-email").fill("greta@lager.test");
    await page.getByTestId("login-password").fill("wrong-password");
    await page.getByTestId("login-submit").click();
    await page.getByText("Correo electrónico o contraseña incorrectos").first().waitFor();
    // Signed in, dates keep App Settings' format (MM/DD/YYYY, 12h by default) with Spanish words for the time of day.
    await page.getByTestId("login-password").fill("pass-word-1");
    await page.getByTestId("login-submit").click();
    await page.getByTestId("sidebar").waitFor();
    await page.goto(`/assets/${assetId}`);
    await page
      .getByText(/^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2}\s[ap]\.\s?m\.$/)
      .first()
      .waitFor();
    expect(await page.getByText(/\d:\d{2} (AM|PM)/).count()).toBe(0);
    await context.close();
    // A browser language we do not have: English.
    const other = await browserIn("it-IT");
    await other.page.goto("/login");
    await other.page.getByRole("heading", { name: "Welcome back" }).waitFor({ timeout: 45_000 });
    await other.context.close();
  });

  it('the phone follows the phone\'s language from the PIN on, and a German count of "2,5" saves 2.5', async () => {
    const { page, context } = await browserIn("de-DE", PHONE);
    await enrollPhone(app, context, orgId);
    await page.goto(`/mobile/asset/${assetId}`);
    await page.getByRole("heading", { level: 1, name: "PIN eingeben" }).waitFor({ timeout: 45_000 });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("de");
    await page.getByText("Geben Sie Ihre 4-stellige Schnellzugriffs-PIN ein, um fortzufahren.").waitFor();
    expect(await overflowing(page)).toEqual([]);
    await shot(page, "de-phone-pin");
    // A wrong PIN: the server's message in German.
    await page.getByTestId("mobile-pin").fill("1111");
    await page.getByTestId("pin-submit").click();
    await page.getByTestId("pin-error").waitFor();
    expect(await page.getByTestId("pin-error").textContent()).not.toMatch(/Invalid PIN/);

    await page.getByTestId("mobile-pin").fill("8642");
    await page.getByTestId("pin-submit").click();
    await page.getByText("Willkommen, Jonas").waitFor();
    await page
      .getByRole("button", { name: /Inventur/ })
      .first()
      .waitFor();
    expect(await overflowing(page)).toEqual([]);
    await shot(page, "de-phone-options");

    await page.getByTestId("mobile-option-inventory").click();
    await page.getByTestId("field-field_2").waitFor();
    // Numbers in the locale's format: 1234 reads "1.234".
    await page.getByText("Aktueller Bestand: 1.234").waitFor();
    // Core's field messages in German: empty and required, below 0, and "." as the decimal sign.
    await page.getByRole("button", { name: "Senden" }).click();
    await page.getByText("Counted ist erforderlich", { exact: true }).waitFor();
    await page.getByTestId("field-field_1").fill("-3");
    await page.getByTestId("field-field_2").fill("2.5");
    await page.getByRole("button", { name: "Senden" }).click();
    await page.getByText("Counted muss mindestens 0 sein", { exact: true }).waitFor();
    await page
      .getByText(
        "Weight (kg) muss „,“ als Dezimaltrennzeichen verwenden und darf keine Tausendertrennzeichen enthalten",
        {
          exact: true,
        },
      )
      .waitFor();
    await shot(page, "de-phone-count-messages");
    expect(await overflowing(page)).toEqual([]);
    await page.getByTestId("field-field_1").fill("1200");
    await page.getByTestId("field-field_2").fill("2,5");
    await shot(page, "de-phone-count");
    expect(await overflowing(page)).toEqual([]);
    await page.getByRole("button", { name: "Senden" }).click();
    await page.getByTestId("mobile-success").waitFor();
    await page.getByTestId("mobile-success").getByText("Bestand von 1.234 auf 1.200 geändert.").waitFor();
    const [saved] = await app.db.db.select().from(formSubmissions).where(eq(formSubmissions.assetId, assetId));
    const values = saved?.submissionData as Record<string, unknown>;
    expect(values.field_2).toBe(2.5);
    expect(values.field_1).toBe(1200);
    expect(await overflowing(page)).toEqual([]);
    await shot(page, "de-phone-after-count");
    // This month's entry opens again with the saved number in the screen's format.
    await page.getByTestId("mobile-done").click();
    await page.getByTestId("mobile-option-inventory").click();
    await expect.poll(() => page.getByTestId("field-field_2").inputValue()).toBe("2,5");
    await context.close();
  });
});
